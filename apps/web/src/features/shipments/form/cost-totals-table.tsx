import { Table, Text } from '@mantine/core';
import { costTotals, formatMoney } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { toCostRows } from './cost-flow.ts';
import { listOf } from './form-values.ts';
import { useFieldValue } from './shipment-form-context.ts';

/** Income, cost and profit of the cost rows, one line per currency (never converted). */
export function CostTotalsTable() {
  const { t } = useTranslation();
  const totals = costTotals(toCostRows(listOf(useFieldValue('costControlRows'))));
  if (totals.length === 0) return null;
  const caption = t('shipmentForm.costs.totals');
  return (
    // On a phone the table scrolls sideways: its scroller takes the keyboard's focus too.
    <Table.ScrollContainer
      minWidth={320}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption } }}
    >
      <Table striped withTableBorder captionSide="top">
        <Table.Caption ta="left">
          <Text component="span" fw={600} size="sm">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shipmentForm.costs.currency')}</Table.Th>
            <Table.Th scope="col">{t('shipmentForm.costs.income')}</Table.Th>
            <Table.Th scope="col">{t('shipmentForm.costs.cost')}</Table.Th>
            <Table.Th scope="col">{t('shipmentForm.costs.profit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((total) => (
            <Table.Tr key={total.currency} data-currency={total.currency}>
              <Table.Th scope="row">{total.currency}</Table.Th>
              <Table.Td>{formatMoney(total.income, total.currency)}</Table.Td>
              <Table.Td>{formatMoney(total.cost, total.currency)}</Table.Td>
              <Table.Td c={total.profit < 0 ? 'var(--mantine-color-error)' : undefined}>
                {formatMoney(total.profit, total.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
