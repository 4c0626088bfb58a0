import { AGING_BUCKETS } from '@rumbo/domain';
import type { AgingAnswer } from '#data/billing/billing-reports-query.ts';
import { loadExcelJs, XLSX_MIME_TYPE } from '#ui/load-exceljs.ts';

export type AgingSheetTexts = {
  client: string;
  buckets: Record<(typeof AGING_BUCKETS)[number], string>;
  total: string;
  totals: string;
  /** The sheet's name for a currency ("Aging MXN"). */
  sheet: (currency: string) => string;
  /** The line over the table ("Accounts receivable on 2026-12-01"). */
  title: string;
};

const MONEY = '#,##0.00';

/**
 * The aging report as an Excel file: a sheet per currency (amounts in different currencies are
 * never added), a row per client with its buckets and total, and the currency's totals. exceljs
 * is loaded here, on the first export, never with the page.
 */
export async function buildAgingWorkbook(
  aging: AgingAnswer,
  texts: AgingSheetTexts,
): Promise<Blob> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  for (const { currency, rows, totals } of aging.currencies) {
    const sheet = workbook.addWorksheet(texts.sheet(currency), {
      views: [{ state: 'frozen', ySplit: 2 }],
    });
    sheet.addRow([texts.title]).font = { bold: true };
    const header = sheet.addRow([
      texts.client,
      ...AGING_BUCKETS.map((bucket) => texts.buckets[bucket]),
      texts.total,
    ]);
    header.font = { bold: true };
    for (const row of rows)
      sheet.addRow([
        row.clientName || row.client,
        ...AGING_BUCKETS.map((bucket) => row.buckets[bucket] ?? 0),
        row.total,
      ]);
    const sum = sheet.addRow([
      texts.totals,
      ...AGING_BUCKETS.map((bucket) => totals[bucket] ?? 0),
      totals.total,
    ]);
    sum.font = { bold: true };
    sheet.getColumn(1).width = 40;
    for (let column = 2; column <= AGING_BUCKETS.length + 2; column += 1) {
      sheet.getColumn(column).width = 16;
      sheet.getColumn(column).numFmt = MONEY;
    }
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MIME_TYPE });
}
