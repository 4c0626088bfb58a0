import { exportFileName } from '@rumbo/domain';

/**
 * The report export's file name, e.g. `report_2026-03-10_12-45.xlsx`: SPEC §9's
 * `{name}_{yyyy-mm-dd_hh-mm}` in business time, with the extension of the workbook exceljs
 * writes (Office Open XML).
 */
export function reportExportFileName(now: Date): string {
  return exportFileName({ name: 'report', now }).replace(/\.xlsx?$/, '.xlsx');
}
