import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { formatMoney, type InvoiceState } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShipmentInvoice } from '#data/shipments/shipment-invoices-query.ts';
import { INVOICE_STATE_COLORS } from '#ui/invoice-state-colors.ts';
import { paths } from '#lib/paths.ts';

const STATES = Object.keys(INVOICE_STATE_COLORS) as InvoiceState[];
const isState = (state: string): state is InvoiceState => STATES.includes(state as InvoiceState);

/**
 * The shipment's live invoices: code (a link to the invoice) with its state, and total. Two
 * columns, the state beside the code or under it, so that it fits a phone's width.
 */
export function ShipmentInvoiceList({ invoices }: { invoices: readonly ShipmentInvoice[] }) {
  const { t } = useTranslation();
  if (invoices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('shipmentEditor.billing.noInvoices')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={260}>
      <Table withTableBorder captionSide="top" data-testid="shipment-invoices">
        <Table.Caption ta="left">
          <Text component="span" fw={600} size="sm">
            {t('shipmentEditor.billing.invoicesTitle')}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shipmentEditor.billing.code')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('shipmentEditor.billing.total')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Th scope="row">
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={paths.dashboard.invoice(invoice.id)}
                    aria-label={t('shipmentEditor.billing.open', { code: invoice.code })}
                  >
                    {invoice.code}
                  </Anchor>
                  {/* The state as the invoices list says it, in the same colours. */}
                  <Badge
                    variant="light"
                    tt="none"
                    color={isState(invoice.state) ? INVOICE_STATE_COLORS[invoice.state] : 'gray'}
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {isState(invoice.state)
                      ? t(`invoicesList.states.${invoice.state}`)
                      : invoice.state}
                  </Badge>
                </Group>
              </Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.total, invoice.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
