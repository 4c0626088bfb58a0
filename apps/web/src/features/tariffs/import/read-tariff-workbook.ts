import type { CellValue, Worksheet } from 'exceljs';
import { loadExcelJs } from '#ui/load-exceljs.ts';

export type TariffWorkbookRead = { kind: 'rows'; rows: unknown[][] } | { kind: 'unreadable' };

/**
 * The rows of a tariff file as plain cells, row 1 (the header) first: the sheet named like the
 * template's (else the first one). Rows the file does not store come back empty, so an array's
 * index + 1 is always the spreadsheet's row number.
 */
export async function readTariffWorkbook(
  data: ArrayBuffer,
  sheetName: string,
): Promise<TariffWorkbookRead> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(data);
  } catch (error) {
    console.warn('The tariff file could not be read.', error);
    return { kind: 'unreadable' };
  }
  const sheet = workbook.getWorksheet(sheetName) ?? workbook.worksheets[0];
  return sheet ? { kind: 'rows', rows: worksheetRows(sheet) } : { kind: 'unreadable' };
}

/** Every row of a worksheet up to the last stored one, each cell as `plainCellValue` gives it. */
export function worksheetRows(sheet: Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    rows[rowNumber - 1] = Array.from({ length: row.cellCount }, (_, index) =>
      plainCellValue(row.getCell(index + 1).value),
    );
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * A cell as the upload's rules read it: text, number, boolean, Date or null as they are; a
 * formula by its last result; rich text and hyperlinks by their text; an error cell (`#N/A`)
 * as `{ error }`, which the rules refuse as unreadable.
 */
export function plainCellValue(value: CellValue | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return { error: value.error };
  if ('formula' in value || 'sharedFormula' in value)
    return plainCellValue((value as { result?: CellValue }).result);
  if ('hyperlink' in value) return plainCellValue(value.text as CellValue);
  return { error: 'unknown' };
}
