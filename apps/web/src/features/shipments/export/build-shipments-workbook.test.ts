import { toShipmentListRow } from '@rumbo/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XLSX_MIME_TYPE } from '#ui/load-exceljs.ts';
import { buildShipmentsWorkbook } from './build-shipments-workbook.ts';

const rows = [
  toShipmentListRow({
    id: 'ocean0000000001',
    mode: 'ocean',
    ref: 'PO-1',
    shipper: 'Café Orizaba',
    consignee: 'Hamburg Imports',
    operationalStatus: 'In progress',
    updated: '2026-03-10 18:45:00.000Z',
  }),
  toShipmentListRow({ id: 'ocean0000000002', mode: 'ocean' }),
];

async function readBack(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const values = (line: number) => (sheet.getRow(line).values as unknown[]).slice(1);
  return { sheet, values };
}

describe('buildShipmentsWorkbook', () => {
  it('writes the columns of SPEC §9 and one line per shipment', async () => {
    const blob = await buildShipmentsWorkbook({ rows, sheetName: 'Ocean shipments' });
    expect(blob.type).toBe(XLSX_MIME_TYPE);
    const { sheet, values } = await readBack(blob);
    expect(sheet.name).toBe('Ocean shipments');
    expect(values(1)).toEqual([
      'ID',
      'Modo',
      'Referencia',
      'Shipper',
      'Consignee',
      'Estado',
      'Actualizado',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(values(2)).toEqual([
      'ocean0000000001',
      'ocean',
      'PO-1',
      'Café Orizaba',
      'Hamburg Imports',
      'In progress',
      '2026-03-10T18:45:00.000Z',
    ]);
    expect(sheet.rowCount).toBe(3);
  });

  it('reports its progress up to 100 and builds thousands of lines', async () => {
    const many = Array.from({ length: 2500 }, (_, index) =>
      toShipmentListRow({ id: `air${String(index).padStart(12, '0')}`, mode: 'air' }),
    );
    const progress: number[] = [];
    const blob = await buildShipmentsWorkbook({
      rows: many,
      sheetName: 'Air shipments',
      onProgress: (percent) => progress.push(percent),
    });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const { sheet } = await readBack(blob);
    expect(sheet.rowCount).toBe(2501);
  });
});
