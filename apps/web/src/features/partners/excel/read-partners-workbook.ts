import { partnerSheetKey, type PartnerImportLine, type PartnerSheetKey } from '@rumbo/domain';
import { loadExcelJs } from '#ui/load-exceljs.ts';

/** The columns a file must have for its rows to mean anything. */
export const REQUIRED_IMPORT_COLUMNS: readonly PartnerSheetKey[] = ['displayName', 'rol', 'tipo'];

export type PartnersWorkbookRead =
  | { kind: 'lines'; lines: PartnerImportLine[] }
  | { kind: 'missingColumns'; columns: PartnerSheetKey[] }
  | { kind: 'unreadable' };

/**
 * The partner lines of an Excel file: the sheet named like the template's (else the first),
 * its columns found by their headers in row 1 (any order; unknown ones, such as an export's
 * ID, ignored), every later row as text with its row number.
 */
export async function readPartnersWorkbook(
  data: ArrayBuffer,
  sheetName: string,
): Promise<PartnersWorkbookRead> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(data);
  } catch (error) {
    console.warn('The partner file could not be read.', error);
    return { kind: 'unreadable' };
  }
  const sheet = workbook.getWorksheet(sheetName) ?? workbook.worksheets[0];
  if (!sheet) return { kind: 'unreadable' };
  const keys = new Map<number, PartnerSheetKey>();
  sheet.getRow(1).eachCell((cell, columnNumber) => {
    const key = partnerSheetKey(cell.text);
    if (key) keys.set(columnNumber, key);
  });
  const found = new Set(keys.values());
  const missing = REQUIRED_IMPORT_COLUMNS.filter((key) => !found.has(key));
  if (missing.length > 0) return { kind: 'missingColumns', columns: missing };
  const lines: PartnerImportLine[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: PartnerImportLine['cells'] = {};
    // `text` is what Excel shows: numbers, dates, hyperlinked emails and rich text as text.
    for (const [columnNumber, key] of keys) cells[key] = row.getCell(columnNumber).text ?? '';
    lines.push({ rowNumber, cells });
  });
  return { kind: 'lines', lines };
}
