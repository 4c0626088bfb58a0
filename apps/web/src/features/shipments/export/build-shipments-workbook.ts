import { EXPORT_COLUMNS, type ShipmentListRow } from '@rumbo/domain';
import { exportRowValues } from './export-row-values.ts';
import { loadExcelJs, nextTask, XLSX_MIME_TYPE } from '#ui/load-exceljs.ts';

export type BuildShipmentsWorkbookInput = {
  rows: readonly ShipmentListRow[];
  sheetName: string;
  /** 0–100 as the file is built: library loaded, rows added, file written. */
  onProgress?: (percent: number) => void;
};

// Rows added between two yields to the browser, so the progress bar moves and the page answers.
const ROWS_PER_STEP = 1000;
const COLUMN_WIDTHS = [18, 8, 22, 32, 32, 16, 26];

/**
 * The Excel file (.xlsx) of the shipments, columns of SPEC §9 with a bold header row. exceljs is
 * large (about 250 KB compressed): it is loaded here, on the first export, never with the page.
 */
export async function buildShipmentsWorkbook({
  rows,
  sheetName,
  onProgress = () => undefined,
}: BuildShipmentsWorkbookInput): Promise<Blob> {
  onProgress(0);
  const { Workbook } = await loadExcelJs();
  onProgress(10);
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column, index) => ({
    header: column.header,
    key: column.key,
    width: COLUMN_WIDTHS[index] ?? 16,
  }));
  sheet.getRow(1).font = { bold: true };
  for (let start = 0; start < rows.length; start += ROWS_PER_STEP) {
    sheet.addRows(rows.slice(start, start + ROWS_PER_STEP).map(exportRowValues));
    onProgress(10 + Math.round((70 * Math.min(rows.length, start + ROWS_PER_STEP)) / rows.length));
    await nextTask();
  }
  const buffer = await workbook.xlsx.writeBuffer();
  onProgress(100);
  return new Blob([buffer], { type: XLSX_MIME_TYPE });
}
