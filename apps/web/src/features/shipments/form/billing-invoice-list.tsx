import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatMoney } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShipmentInvoice } from '#data/shipments/shipment-invoices-query.ts';
import { paths } from '#lib/paths.ts';

const STATE_COLORS: Readonly<Record<string, string>> = {
  draft: 'gray',
  sealed: 'yellow',
  stamped: 'blue',
  partiallyPaid: 'orange',
  paid: 'teal',
  cancelled: 'red',
};

const STATES = ['draft', 'sealed', 'stamped', 'partiallyPaid', 'paid', 'cancelled'] as const;
type State = (typeof STATES)[number];

/** The shipment's live invoices: code (a link to the invoice), state and total. */
export function ShipmentInvoiceList({ invoices }: { invoices: readonly ShipmentInvoice[] }) {
  const { t } = useTranslation();
  if (invoices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('shipmentEditor.billing.noInvoices')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table withTableBorder captionSide="top" data-testid="shipment-invoices">
        <Table.Caption ta="left">
          <Text component="span" fw={600} size="sm">
            {t('shipmentEditor.billing.invoicesTitle')}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shipmentEditor.billing.code')}</Table.Th>
            <Table.Th scope="col">{t('shipmentEditor.billing.state')}</Table.Th>
            <Table.Th scope="col">{t('shipmentEditor.billing.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Th scope="row">
                <Anchor
                  component={Link}
                  to={paths.dashboard.invoice(invoice.id)}
                  aria-label={t('shipmentEditor.billing.open', { code: invoice.code })}
                >
                  {invoice.code}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <Badge variant="light" color={STATE_COLORS[invoice.state] ?? 'gray'}>
                  {STATES.includes(invoice.state as State)
                    ? t(`shipmentEditor.billing.states.${invoice.state as State}`)
                    : invoice.state}
                </Badge>
              </Table.Td>
              <Table.Td>{formatMoney(invoice.total, invoice.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
