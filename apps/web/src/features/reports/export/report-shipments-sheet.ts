import type { ReportFact } from '@rumbo/domain';
import type { TFunction } from 'i18next';
import type { XlsxColumn, XlsxWriter } from '#ui/xlsx-stream/xlsx-writer.ts';
import { excelDateTime } from './excel-cells.ts';

export type AddShipmentsSheetInput = {
  /** The report's shipments, a page at a time as they are read. */
  pages: AsyncIterable<readonly ReportFact[]>;
  currencies: readonly string[];
  t: TFunction;
  /** After each page: how many rows are written. */
  onRows: (written: number) => void;
};

/**
 * The Shipments sheet: one row per shipment of the report, dates as dates (business time),
 * TEU and kg as numbers, then income, cost and profit for each currency. Each page is written
 * as it arrives and then let go: the sheet never holds the whole list.
 */
export async function addShipmentsSheet(
  writer: XlsxWriter,
  { pages, currencies, t, onRows }: AddShipmentsSheetInput,
): Promise<void> {
  const column = (key: string, width: number, format?: XlsxColumn['format']): XlsxColumn => ({
    header: t(`reportCharts.workbook.columns.${key}` as 'reportCharts.workbook.columns.code'),
    width,
    format,
  });
  const moneyColumns = currencies.flatMap((code) =>
    (['income', 'cost', 'profit'] as const).map((flow): XlsxColumn => ({
      header: `${t(`reportCharts.workbook.columns.${flow}`)} ${code || t('reportCharts.noCurrency')}`,
      width: 16,
      format: 'money',
    })),
  );
  await writer.startSheet(t('reportCharts.workbook.sheets.shipments'), [
    column('code', 18),
    column('mode', 8),
    column('direction', 11),
    column('client', 30),
    column('carrier', 24),
    column('origin', 18),
    column('destination', 18),
    column('status', 18),
    column('created', 17, 'dateTime'),
    column('etd', 17, 'dateTime'),
    column('eta', 17, 'dateTime'),
    column('teu', 7, 'decimal'),
    column('chargeableKg', 14, 'decimal'),
    ...moneyColumns,
  ]);
  let written = 0;
  for await (const facts of pages) {
    for (const fact of facts) await writer.addRow(factRow(fact, currencies, t));
    written += facts.length;
    onRows(written);
  }
}

function factRow(fact: ReportFact, currencies: readonly string[], t: TFunction) {
  const money = new Map(fact.money.map((totals) => [totals.currency, totals]));
  return [
    fact.code,
    t(`reportCharts.modes.${fact.mode}`),
    fact.direction,
    fact.client,
    fact.carrier,
    fact.origin,
    fact.destination,
    fact.status,
    excelDateTime(fact.createdAt),
    excelDateTime(fact.etd),
    excelDateTime(fact.eta),
    fact.teu,
    fact.chargeableKg,
    ...currencies.flatMap((code) => {
      const totals = money.get(code);
      return totals ? [totals.income, totals.cost, totals.profit] : [null, null, null];
    }),
  ];
}
