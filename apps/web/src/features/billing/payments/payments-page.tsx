import { Anchor, Badge, Box, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { FORMAS_PAGO, formatDay, formatMoney, satText } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { invoiceCodesQuery } from '#data/invoices/invoices-query.ts';
import { complementState, type ComplementState } from '#data/payments/complement-state.ts';
import { paymentPageQuery, type PaymentItem } from '#data/payments/payments-query.ts';
import { paths } from '#lib/paths.ts';
import { BillingReportState } from '../billing-report-state.tsx';

const PER_PAGE = 20;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const COLORS: Record<ComplementState, string> = {
  notNeeded: 'gray',
  toStamp: 'pink',
  sentToPac: 'pink',
  stamped: 'blue',
  cancelWaiting: 'violet',
  cancelled: 'red',
};

/**
 * /dashboard/billing/payments (issue 39): the money the company received, newest first, a page
 * at a time, with the invoice each pays and where its payment complement stands (stamped from
 * the invoice). Online only.
 */
export function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payments = useQuery(paymentPageQuery({ page, perPage: PER_PAGE, client: '' }));
  // What each payment pays, by the invoices' codes (read once the page is in).
  const codes = useQuery(
    invoiceCodesQuery(
      (payments.data?.items ?? []).flatMap((payment) =>
        (payment.applications ?? []).map((application) => application.invoice),
      ),
    ),
  ).data;
  const totalPages = payments.data?.totalPages ?? 0;
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });
  return (
    <Stack gap="md">
      <Stack gap={4} maw={720}>
        <Title order={1}>{t('billing.payments.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('billing.payments.intro')}
        </Text>
      </Stack>
      <BillingReportState query={payments} texts="payments">
        {payments.data?.items.length === 0 ? (
          <Text c="dimmed">{t('billing.payments.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table highlightOnHover verticalSpacing="xs" aria-label={t('billing.payments.label')}>
              <Table.Thead>
                <Table.Tr>
                  {(
                    [
                      'code',
                      'client',
                      'date',
                      'formaPago',
                      'amount',
                      'invoices',
                      'complement',
                    ] as const
                  ).map((column) => (
                    <Table.Th
                      key={column}
                      scope="col"
                      ta={column === 'amount' ? 'right' : undefined}
                    >
                      {t(`billing.payments.columns.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(payments.data?.items ?? []).map((payment) => {
                  const status = complementState(payment);
                  const first = payment.applications?.[0]?.invoice;
                  const count = payment.applications?.length ?? 0;
                  return (
                    <Table.Tr key={payment.id} data-payment={payment.id}>
                      <Table.Th scope="row">
                        <Text size="sm" fw={600}>
                          {payment.code}
                        </Text>
                        {payment.reference && (
                          <Text size="xs" c="dimmed">
                            {payment.reference}
                          </Text>
                        )}
                      </Table.Th>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.dashboard.statement(payment.client)}
                          size="sm"
                        >
                          {payment.clientName || payment.client}
                        </Anchor>
                      </Table.Td>
                      <Table.Td style={NO_WRAP}>{formatDay(payment.date)}</Table.Td>
                      <Table.Td>{`${payment.formaPago} · ${satText(FORMAS_PAGO, payment.formaPago, i18n.language)}`}</Table.Td>
                      <Table.Td ta="right" fw={500} style={NO_WRAP}>
                        {formatMoney(payment.amount, payment.currency)}
                      </Table.Td>
                      <Table.Td>
                        {codes ? (
                          <PaidInvoices payment={payment} codes={codes} />
                        ) : (
                          first && (
                            <Anchor component={Link} to={paths.dashboard.invoice(first)} size="sm">
                              {t('billing.payments.invoices', { count })}
                            </Anchor>
                          )
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          color={COLORS[status]}
                          tt="none"
                          styles={{ label: { overflow: 'visible' } }}
                        >
                          {t(`billing.payments.status.${status}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </BillingReportState>
      {totalPages > 1 && (
        <Box component="nav" aria-label={t('billing.payments.pagination')}>
          <Pagination total={totalPages} value={Math.min(page, totalPages)} onChange={setPage} />
        </Box>
      )}
    </Stack>
  );
}

/** The invoices a payment pays, each its code linking to it. */
function PaidInvoices({
  payment,
  codes,
}: {
  payment: PaymentItem;
  codes: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {(payment.applications ?? []).map(({ invoice }, index, all) => (
        <Text size="sm" key={invoice} span style={NO_WRAP}>
          <Anchor component={Link} to={paths.dashboard.invoice(invoice)} size="sm" fw={600}>
            {codes.get(invoice) || t('billing.payments.invoices', { count: 1 })}
          </Anchor>
          {index < all.length - 1 && ','}
        </Text>
      ))}
    </Group>
  );
}
