import type { ReportFact } from '@rumbo/domain';
import type { Workbook } from 'exceljs';
import type { TFunction } from 'i18next';
import { nextTask } from '#ui/load-exceljs.ts';
import {
  DATE_TIME_FORMAT,
  DECIMAL_FORMAT,
  excelDateTime,
  MONEY_FORMAT,
  setHeader,
  type SheetColumn,
} from './excel-cells.ts';

// Rows added between two yields to the browser, so the progress bar moves and the page answers.
const ROWS_PER_STEP = 1000;

export type AddShipmentsSheetInput = {
  facts: readonly ReportFact[];
  currencies: readonly string[];
  t: TFunction;
  /** 0–1 as the rows are added. */
  onProgress: (fraction: number) => void;
};

/**
 * The Shipments sheet: one row per shipment of the report, dates as dates (business time),
 * TEU and kg as numbers, then income, cost and profit for each currency.
 */
export async function addShipmentsSheet(
  workbook: Workbook,
  { facts, currencies, t, onProgress }: AddShipmentsSheetInput,
): Promise<void> {
  const sheet = workbook.addWorksheet(t('reportCharts.workbook.sheets.shipments'));
  const column = (key: string, width: number, numFmt?: string): SheetColumn => ({
    header: t(`reportCharts.workbook.columns.${key}` as 'reportCharts.workbook.columns.code'),
    width,
    numFmt,
  });
  const moneyColumns = currencies.flatMap((code) =>
    (['income', 'cost', 'profit'] as const).map((flow) => ({
      header: `${t(`reportCharts.workbook.columns.${flow}`)} ${code || t('reportCharts.noCurrency')}`,
      width: 16,
      numFmt: MONEY_FORMAT,
    })),
  );
  setHeader(sheet, [
    column('code', 18),
    column('mode', 8),
    column('direction', 11),
    column('client', 30),
    column('carrier', 24),
    column('origin', 18),
    column('destination', 18),
    column('status', 18),
    column('created', 17, DATE_TIME_FORMAT),
    column('etd', 17, DATE_TIME_FORMAT),
    column('eta', 17, DATE_TIME_FORMAT),
    column('teu', 7, DECIMAL_FORMAT),
    column('chargeableKg', 14, DECIMAL_FORMAT),
    ...moneyColumns,
  ]);
  for (let start = 0; start < facts.length; start += ROWS_PER_STEP) {
    const end = Math.min(facts.length, start + ROWS_PER_STEP);
    sheet.addRows(facts.slice(start, end).map((fact) => factRow(fact, currencies, t)));
    onProgress(end / facts.length);
    await nextTask();
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
