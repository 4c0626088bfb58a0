import type { ReportFact, ReportFilters, ReportSummary } from '@rumbo/domain';
import type * as ExcelJsModule from 'exceljs';
import type { TFunction } from 'i18next';
import { reportCurrencies } from './excel-cells.ts';
import { addShipmentsSheet } from './report-shipments-sheet.ts';
import { addBreakdownSheets, addSummarySheet } from './report-summary-sheets.ts';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

type ExcelJs = typeof ExcelJsModule;

/** The browser build is a UMD bundle: its exports may sit on `default`. */
async function loadExcelJs(): Promise<ExcelJs> {
  const loaded = await import('exceljs');
  return 'Workbook' in loaded ? loaded : (loaded as unknown as { default: ExcelJs }).default;
}
