import {
  TARIFF_SHEET_COLUMNS,
  tariffSheetRowValues,
  tariffTemplateExamples,
  type TariffSheetColumn,
} from '@rumbo/domain';
import type { DataValidation, Worksheet } from 'exceljs';
import { loadExcelJs, XLSX_MIME_TYPE } from '#ui/load-exceljs.ts';

export type BuildTariffTemplateInput = {
  sheetName: string;
  instructionsSheetName: string;
  /** The instructions sheet's lines: a title, then one rule per line. */
  instructions: readonly string[];
  /** `YYYY-MM-DD`: the example lines are valid from this day. */
  today: string;
};

/** Rows the drop-down lists cover below the header; a range, so no row is stored for it. */
const LIST_ROWS = 2000;

// The columns whose drop-down also accepts other values (any ISO 4217 currency).
const OPEN_LISTS: ReadonlySet<TariffSheetColumn['field']> = new Set(['currency']);

/**
 * The tariff upload template: the rates sheet with one column per field of a line, drop-down
 * lists for the choice columns, one example line per mode, and an instructions sheet.
 */
export async function buildTariffTemplate(input: BuildTariffTemplateInput): Promise<Blob> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(input.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TARIFF_SHEET_COLUMNS.map(({ header, field, width }) => ({
    header,
    key: field,
    width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).alignment = { wrapText: true, vertical: 'top' };
  sheet.addRows(tariffTemplateExamples(input.today).map(tariffSheetRowValues));
  TARIFF_SHEET_COLUMNS.forEach((column, index) => addChoiceList(sheet, column, index + 1));
  const help = workbook.addWorksheet(input.instructionsSheetName);
  help.getColumn(1).width = 120;
  const [title = '', ...rules] = input.instructions;
  help.addRow([title]).font = { bold: true, size: 14 };
  for (const rule of rules) help.addRow([rule]).alignment = { wrapText: true, vertical: 'top' };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MIME_TYPE });
}

function addChoiceList(sheet: Worksheet, column: TariffSheetColumn, columnNumber: number) {
  if (!column.choices) return;
  const letter = sheet.getColumn(columnNumber).letter;
  const isOpen = OPEN_LISTS.has(column.field);
  const validation: DataValidation = {
    type: 'list',
    allowBlank: !column.isRequired,
    formulae: [`"${column.choices.join(',')}"`],
    showErrorMessage: !isOpen,
    errorStyle: 'stop',
    errorTitle: column.header,
    error: column.choices.join(', '),
  };
  // exceljs keeps a worksheet's validations by address; its typings leave the collection out.
  (sheet as unknown as SheetWithValidations).dataValidations.add(
    `${letter}2:${letter}${LIST_ROWS + 1}`,
    validation,
  );
}

type SheetWithValidations = {
  dataValidations: { add: (address: string, validation: DataValidation) => void };
};
