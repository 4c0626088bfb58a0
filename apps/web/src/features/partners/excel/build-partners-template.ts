import { PARTNER_SHEET_COLUMNS } from '@rumbo/domain';
import { loadExcelJs, XLSX_MIME_TYPE } from '#ui/load-exceljs.ts';

export type BuildPartnersTemplateInput = {
  sheetName: string;
  instructionsSheetName: string;
  /** The instructions sheet's lines: a title, then one rule per line. */
  instructions: readonly string[];
};

/**
 * The import template: the partner sheet with the import's columns and an instructions sheet
 * saying how to fill it in, contacts included. No drop-downs: exceljs would store every row
 * they cover, and a file's rows are read up to the last stored one.
 */
export async function buildPartnersTemplate(input: BuildPartnersTemplateInput): Promise<Blob> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(input.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PARTNER_SHEET_COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet(input.instructionsSheetName);
  help.getColumn(1).width = 120;
  const [title = '', ...rules] = input.instructions;
  help.addRow([title]).font = { bold: true, size: 14 };
  for (const rule of rules) help.addRow([rule]).alignment = { wrapText: true, vertical: 'top' };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MIME_TYPE });
}
