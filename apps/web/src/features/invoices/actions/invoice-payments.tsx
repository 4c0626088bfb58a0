import { Alert, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { FORMAS_PAGO, formatDay, formatMoney, satText } from '@rumbo/domain';
import {
  IconBan,
  IconFileCode,
  IconRefresh,
  IconRosetteDiscountCheck,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { invoicePaymentsQuery, type PaymentItem } from '#data/payments/payments-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { complementState } from '#data/payments/complement-state.ts';
import { PaymentComplement } from './payment-complement.tsx';
import { useCfdiDownload } from './use-cfdi-download.ts';
import { usePaymentActions } from './use-payment-actions.ts';

/**
 * The payments applied to the invoice: when, how, what of each pays this invoice, and its
 * payment complement (a PPD invoice's payments carry one), with what can be done to each.
 */
export function InvoicePayments({ invoice }: { invoice: InvoiceRecord }) {
  const { t, i18n } = useTranslation();
  const payments = useQuery(invoicePaymentsQuery(invoice.id));
  const actions = usePaymentActions();
  const xml = useCfdiDownload();
  if (payments.isError)
    return (
      <Alert color="red" variant="light">
        {isServerUnreachable(payments.error)
          ? t('invoiceActions.offline')
          : t('invoiceActions.payments.loadError', { message: serverErrorText(payments.error) })}
      </Alert>
    );
  if (payments.isPending)
    return (
      <Text size="sm" c="dimmed">
        {t('invoiceActions.payments.loading')}
      </Text>
    );
  if (payments.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('invoiceActions.payments.none')}
      </Text>
    );
  const applied = (payment: PaymentItem) =>
    payment.applications?.find((it) => it.invoice === invoice.id)?.amount ?? payment.amount;
  const buttons = (payment: PaymentItem) => {
    const state = complementState(payment);
    const isBusy = actions.busy === payment.id;
    return (
      <Group gap={4} wrap="nowrap">
        {(state === 'toStamp' || state === 'sentToPac') && (
          <Button
            size="compact-sm"
            leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
            loading={isBusy}
            onClick={() => actions.stampComplement(payment)}
          >
            {t(
              state === 'toStamp'
                ? 'invoiceActions.payments.stamp'
                : 'invoiceActions.payments.retry',
            )}
          </Button>
        )}
        {(state === 'stamped' || state === 'cancelWaiting') && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconFileCode size={14} aria-hidden />}
            loading={xml.busy === payment.id}
            onClick={() => xml.download('payments', payment.id, `${payment.code}-${payment.uuid}`)}
            aria-label={t('invoiceActions.payments.xmlOf', { code: payment.code })}
          >
            {t('invoiceActions.xml.button')}
          </Button>
        )}
        {state === 'stamped' && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconBan size={14} aria-hidden />}
            loading={isBusy}
            onClick={() => actions.cancelComplement(payment)}
          >
            {t('invoiceActions.payments.cancel')}
          </Button>
        )}
        {state === 'cancelWaiting' && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={isBusy}
            onClick={() => actions.checkCancellation(payment)}
            aria-label={t('invoiceActions.payments.askOf', { code: payment.code })}
          >
            {t('invoiceActions.waiting.ask')}
          </Button>
        )}
        {payment.state === 'recorded' && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={isBusy}
            onClick={() => actions.deletePayment(payment)}
            aria-label={t('invoiceActions.payments.deleteOf', { code: payment.code })}
          >
            {t('invoiceActions.payments.delete')}
          </Button>
        )}
      </Group>
    );
  };
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" aria-label={t('invoiceActions.payments.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('invoiceActions.payments.columns.code')}</Table.Th>
              <Table.Th scope="col">{t('invoiceActions.payments.columns.date')}</Table.Th>
              <Table.Th scope="col">{t('invoiceActions.payments.columns.formaPago')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('invoiceActions.payments.columns.applied')}
              </Table.Th>
              <Table.Th scope="col">{t('invoiceActions.payments.columns.complement')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('invoiceActions.payments.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.data.map((payment) => (
              <Table.Tr key={payment.id} data-payment={payment.id}>
                <Table.Th scope="row" fw={600}>
                  {payment.code}
                  {payment.reference && (
                    <Text size="xs" c="dimmed">
                      {payment.reference}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{formatDay(payment.date)}</Table.Td>
                <Table.Td>{`${payment.formaPago} · ${satText(FORMAS_PAGO, payment.formaPago, i18n.language)}`}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(applied(payment), payment.currency)}
                  {applied(payment) !== payment.amount && (
                    <Text size="xs" c="dimmed">
                      {t('invoiceActions.payments.ofTotal', {
                        amount: formatMoney(payment.amount, payment.currency),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <PaymentComplement payment={payment} />
                </Table.Td>
                <Table.Td>{buttons(payment)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
