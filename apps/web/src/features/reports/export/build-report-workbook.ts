import type { ReportFact, ReportFilters, ReportSummary } from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { reportCurrencies } from './excel-cells.ts';
import { addShipmentsSheet } from './report-shipments-sheet.ts';
import { addBreakdownSheets, addSummarySheet } from './report-summary-sheets.ts';
import { loadExcelJs, XLSX_MIME_TYPE } from '#ui/load-exceljs.ts';

export type BuildReportWorkbookInput = {
  facts: readonly ReportFact[];
  summary: ReportSummary;
  filters: ReportFilters;
  t: TFunction;
  /** 0–100 as the file is built: library loaded, summary sheets, shipment rows, file written. */
  onProgress?: (percent: number) => void;
};

/**
 * The report as an Excel file (.xlsx): sheets Summary, Monthly, Status, Clients, Lanes,
 * Carriers and Shipments, each with a bold, frozen header row; numbers as numbers and dates as
 * dates. exceljs is large (about 250 KB compressed): it is loaded here, on the first export.
 */
export async function buildReportWorkbook({
  facts,
  summary,
  filters,
  t,
  onProgress = () => undefined,
}: BuildReportWorkbookInput): Promise<Blob> {
  onProgress(0);
  const { Workbook } = await loadExcelJs();
  onProgress(10);
  const workbook = new Workbook();
  const currencies = reportCurrencies(facts, filters.currency);
  addSummarySheet(workbook, { summary, filters, t });
  addBreakdownSheets(workbook, { summary, currencies, t });
  onProgress(20);
  await addShipmentsSheet(workbook, {
    facts,
    currencies,
    t,
    onProgress: (fraction) => onProgress(20 + Math.round(70 * fraction)),
  });
  const buffer = await workbook.xlsx.writeBuffer();
  onProgress(100);
  return new Blob([buffer], { type: XLSX_MIME_TYPE });
}
