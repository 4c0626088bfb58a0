import type { ReportFact, ReportFilters, ReportSummaryCounts } from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { XlsxWriter } from '#ui/xlsx-stream/xlsx-writer.ts';
import { reportCurrencies } from './excel-cells.ts';
import { addShipmentsSheet } from './report-shipments-sheet.ts';
import { addBreakdownSheets, addSummarySheet } from './report-summary-sheets.ts';

const SHEETS = [
  'summary',
  'monthly',
  'status',
  'clients',
  'lanes',
  'carriers',
  'shipments',
] as const;

export type BuildReportWorkbookInput = {
  summary: ReportSummaryCounts;
  filters: ReportFilters;
  /** The report's shipments, a page at a time (read from the server as the file is written). */
  pages: AsyncIterable<readonly ReportFact[]>;
  t: TFunction;
  /** 0–100 as the file is built: summary sheets, then the shipment rows as they are written. */
  onProgress?: (percent: number) => void;
};

/**
 * The report as an Excel file (.xlsx): sheets Summary, Monthly, Status, Clients, Lanes,
 * Carriers and Shipments, each with a bold, frozen header row; numbers as numbers and dates as
 * dates. Written as it goes (decision 050): the Shipments sheet takes each page of shipments as
 * it arrives, so a report of any size is exported without holding its list.
 */
export async function buildReportWorkbook({
  summary,
  filters,
  pages,
  t,
  onProgress = () => undefined,
}: BuildReportWorkbookInput): Promise<Blob> {
  onProgress(0);
  const writer = new XlsxWriter(SHEETS.map((sheet) => t(`reportCharts.workbook.sheets.${sheet}`)));
  const currencies = reportCurrencies(summary.money, filters.currency);
  await addSummarySheet(writer, { summary, filters, t });
  await addBreakdownSheets(writer, { summary, currencies, t });
  onProgress(2);
  const total = Math.max(1, summary.shipments.value);
  await addShipmentsSheet(writer, {
    pages,
    currencies,
    t,
    onRows: (written) => onProgress(Math.min(99, 2 + Math.floor((97 * written) / total))),
  });
  const blob = await writer.finish();
  onProgress(100);
  return blob;
}
