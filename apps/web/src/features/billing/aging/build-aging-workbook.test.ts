import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XLSX_MIME_TYPE } from '#ui/load-exceljs.ts';
import { AGING } from './aging-fixtures.ts';
import { buildAgingWorkbook } from './build-aging-workbook.ts';

const TEXTS = {
  client: 'Client',
  buckets: {
    current: 'Not yet due',
    '1-30': '1–30 days',
    '31-60': '31–60 days',
    '61-90': '61–90 days',
    '90+': 'Over 90 days',
  },
  total: 'Total',
  totals: 'All clients',
  sheet: (currency: string) => `Aging ${currency}`,
  title: 'Accounts receivable on 2026-12-01',
};

describe('buildAgingWorkbook', () => {
  it('writes a sheet per currency, a row per client and the totals, amounts as numbers', async () => {
    const blob = await buildAgingWorkbook(AGING, TEXTS);
    expect(blob.type).toBe(XLSX_MIME_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Aging MXN', 'Aging USD']);
    const mxn = workbook.worksheets[0]!;
    const values = (line: number) => (mxn.getRow(line).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Accounts receivable on 2026-12-01']);
    expect(values(2)).toEqual([
      'Client',
      'Not yet due',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total',
    ]);
    expect(values(3)).toEqual(['Importadora del Bajío', 1160, 0, 2320, 0, 0, 3480]);
    expect(values(5)).toEqual(['All clients', 1160, 0, 2320, 0, 500, 3980]);
    expect(mxn.getColumn(2).numFmt).toBe('#,##0.00');
  });
});
