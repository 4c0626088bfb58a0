import type * as ExcelJsModule from 'exceljs';

export type ExcelJs = typeof ExcelJsModule;

/**
 * exceljs is large (about 250 KB compressed): it is loaded on the first export, template or
 * import, never with the page. The browser build is a UMD bundle: its exports may sit on
 * `default`.
 */
export async function loadExcelJs(): Promise<ExcelJs> {
  const loaded = await import('exceljs');
  return 'Workbook' in loaded ? loaded : (loaded as unknown as { default: ExcelJs }).default;
}

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Lets the browser paint (progress bars) between two chunks of work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
