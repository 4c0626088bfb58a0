import { Table, Text } from '@mantine/core';
import { formatMoney, type ShipmentBilling } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';

export type BillingTotalsTableProps = {
  totals: readonly ShipmentBilling[];
  /** Whether what is invoiced is known (the server's invoices were read). */
  knowsInvoiced: boolean;
};

const money = (cents: number, currency: string) => formatMoney(cents / 100, currency);

/** Per currency: income, expenses, margin, and what of the income is invoiced and what is not. */
export function BillingTotalsTable({ totals, knowsInvoiced }: BillingTotalsTableProps) {
  const { t } = useTranslation();
  const unknown = t('shipmentEditor.billing.unknown');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder captionSide="top" data-testid="billing-totals">
        <Table.Caption ta="left">
          <Text component="span" fw={600} size="sm">
            {t('shipmentEditor.billing.caption')}
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
              <Table.Td>{money(row.incomeCents, row.currency)}</Table.Td>
              <Table.Td>{money(row.expenseCents, row.currency)}</Table.Td>
              <Table.Td c={row.marginCents < 0 ? 'red.8' : undefined}>
                {money(row.marginCents, row.currency)}
              </Table.Td>
              <Table.Td>
                {knowsInvoiced ? money(row.invoicedCents, row.currency) : unknown}
              </Table.Td>
              <Table.Td fw={knowsInvoiced && row.notInvoicedCents > 0 ? 600 : undefined}>
                {knowsInvoiced ? money(row.notInvoicedCents, row.currency) : unknown}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
