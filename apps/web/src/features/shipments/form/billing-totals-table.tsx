import { Table, Text } from '@mantine/core';
import { formatMoney, type ShipmentBilling } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';

export type BillingTotalsTableProps = {
  totals: readonly ShipmentBilling[];
  /** Whether what is invoiced is known (the server's invoices were read). */
  knowsInvoiced: boolean;
};

const money = (cents: number, currency: string) => formatMoney(cents / 100, currency);
// An amount stays on one line; on a phone the table scrolls sideways instead.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Per currency: income, expenses, margin, and what of the income is invoiced and what is not. */
export function BillingTotalsTable({ totals, knowsInvoiced }: BillingTotalsTableProps) {
  const { t } = useTranslation();
  const unknown = t('shipmentEditor.billing.unknown');
  const caption = t('shipmentEditor.billing.caption');
  return (
    // On a phone the table scrolls sideways: its scroller takes the keyboard's focus too.
    <Table.ScrollContainer
      minWidth={520}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption } }}
    >
      <Table striped withTableBorder captionSide="top" data-testid="billing-totals">
        <Table.Caption ta="left">
          <Text component="span" fw={600} size="sm">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shipmentEditor.billing.currency')}</Table.Th>
            <Table.Th scope="col">{t('shipmentEditor.billing.income')}</Table.Th>
            <Table.Th scope="col">{t('shipmentEditor.billing.expenses')}</Table.Th>
            <Table.Th scope="col">{t('shipmentEditor.billing.margin')}</Table.Th>
            <Table.Th scope="col">{t('shipmentEditor.billing.invoiced')}</Table.Th>
            <Table.Th scope="col">{t('shipmentEditor.billing.notInvoiced')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((row) => (
            <Table.Tr key={row.currency} data-currency={row.currency}>
              <Table.Th scope="row">{row.currency}</Table.Th>
              <Table.Td style={NO_WRAP}>{money(row.incomeCents, row.currency)}</Table.Td>
              <Table.Td style={NO_WRAP}>{money(row.expenseCents, row.currency)}</Table.Td>
              <Table.Td
                style={NO_WRAP}
                c={row.marginCents < 0 ? 'var(--mantine-color-error)' : undefined}
              >
                {money(row.marginCents, row.currency)}
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                {knowsInvoiced ? money(row.invoicedCents, row.currency) : unknown}
              </Table.Td>
              <Table.Td
                style={NO_WRAP}
                fw={knowsInvoiced && row.notInvoicedCents > 0 ? 600 : undefined}
              >
                {knowsInvoiced ? money(row.notInvoicedCents, row.currency) : unknown}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
