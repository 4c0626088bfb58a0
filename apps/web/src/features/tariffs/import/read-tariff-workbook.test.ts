import { parseTariffSheetRows, TARIFF_SHEET_COLUMNS, tariffTemplateExamples } from '@rumbo/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildTariffTemplate } from './build-tariff-template.ts';
import { plainCellValue, readTariffWorkbook, worksheetRows } from './read-tariff-workbook.ts';

const TEMPLATE = {
  sheetName: 'Rates',
  instructionsSheetName: 'Instructions',
  instructions: ['How to', 'One line per row'],
  today: '2026-05-01',
};

describe('plainCellValue', () => {
  const day = new Date('2026-05-01T00:00:00Z');
  it.each([
    [null, null],
    [undefined, null],
    [12.5, 12.5],
    ['MXZLO', 'MXZLO'],
    [true, true],
    [day, day],
    [{ formula: 'A1*2', result: 25 }, 25],
    [{ sharedFormula: 'A1', result: 'USD' }, 'USD'],
    [{ formula: 'TODAY()', result: day }, day],
    [{ formula: 'A1', result: { error: '#REF!' } }, { error: '#REF!' }],
    [{ formula: 'A1' }, null],
    [{ richText: [{ text: 'Ocean ' }, { text: 'freight' }] }, 'Ocean freight'],
    [{ text: 'Maersk', hyperlink: 'https://maersk.com' }, 'Maersk'],
    [{ error: '#N/A' }, { error: '#N/A' }],
  ] as const)('%o → %o', (cell, expected) => {
    expect(plainCellValue(cell as ExcelJS.CellValue)).toEqual(expected);
  });
});

describe('worksheetRows', () => {
  it('keeps row numbers: rows the file does not store come back empty', () => {
    const sheet = new ExcelJS.Workbook().addWorksheet('Rates');
    sheet.getCell('A1').value = 'Kind';
    sheet.getCell('C4').value = 'buy';
    expect(worksheetRows(sheet)).toEqual([['Kind'], [], [], [null, null, 'buy']]);
  });
});

describe('the template', () => {
  it('reads back as its headers and example lines, which pass the upload check', async () => {
    const blob = await buildTariffTemplate(TEMPLATE);
    const read = await readTariffWorkbook(await blob.arrayBuffer(), 'Rates');
    if (read.kind !== 'rows') throw new Error('unreadable');
    expect(read.rows[0]).toEqual(TARIFF_SHEET_COLUMNS.map((column) => column.header));
    const parse = parseTariffSheetRows(read.rows);
    expect(parse.errors).toEqual([]);
    expect(parse.drafts.map((line) => line.draft)).toEqual(tariffTemplateExamples('2026-05-01'));
  });

  it('offers drop-down lists on the choice columns and an instructions sheet', async () => {
    const blob = await buildTariffTemplate(TEMPLATE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Rates')!;
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }
    ).dataValidations.model;
    expect(validations['A2']).toMatchObject({ type: 'list', formulae: ['"buy,sell"'] });
    expect(validations['B500']).toMatchObject({ formulae: ['"FCL,LCL,AIR,FTL,LTL"'] });
    expect(validations['K2']?.formulae).toEqual(['"shipment,container,teu,kg,cbm,wm"']);
    expect(validations['A2']?.showErrorMessage).toBe(true);
    expect(validations['M2']?.showErrorMessage).toBeFalsy(); // any ISO currency is accepted
    expect(sheet.rowCount).toBe(6); // the drop-downs store no rows
    expect(workbook.getWorksheet('Instructions')!.getCell('A2').value).toBe('One line per row');
  });

  it('reads a file that is not a workbook as unreadable', async () => {
    const read = await readTariffWorkbook(new TextEncoder().encode('kind,mode').buffer, 'Rates');
    expect(read).toEqual({ kind: 'unreadable' });
  });
});
