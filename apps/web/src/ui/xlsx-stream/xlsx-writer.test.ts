import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XlsxWriter } from './xlsx-writer.ts';

async function read(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook;
}

describe('XlsxWriter', () => {
  it('puts the package parts first in the archive, as Excel does', async () => {
    const writer = new XlsxWriter(['Only']);
    await writer.startSheet('Only', [{ header: 'A', width: 8 }]);
    const bytes = new Uint8Array(await (await writer.finish()).arrayBuffer());
    // The first local header's file name starts at byte 30.
    expect(new TextDecoder().decode(bytes.slice(30, 49))).toBe('[Content_Types].xml');
  });

  it('refuses sheets out of their named order', async () => {
    const writer = new XlsxWriter(['One', 'Two']);
    await expect(writer.startSheet('Two', [])).rejects.toThrow();
  });

  it('writes sheets Excel reads back: texts, numbers, dates, formats, bold frozen headers', async () => {
    const writer = new XlsxWriter(['Summary', 'Shipments']);
    await writer.startSheet('Summary', [
      { header: 'Figure', width: 30 },
      { header: 'Value', width: 12, format: 'count' },
    ]);
    await writer.addRow(['Shipments <all> & "more"', 1234]);
    await writer.addRow(['Margin', 0.25], { formats: [undefined, 'percent'] });
    await writer.addRow([]);
    await writer.startSheet('Shipments', [
      { header: 'Code', width: 18 },
      { header: 'Created', width: 17, format: 'dateTime' },
      { header: 'Profit', width: 16, format: 'money' },
    ]);
    await writer.addRow(['OCN-1', new Date(Date.UTC(2026, 2, 10, 12, 45)), -100.5]);
    await writer.addRow(['Café Ñandú', null, undefined]);
    const workbook = await read(await writer.finish());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Shipments']);
    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getRow(1).font?.bold).toBe(true);
    expect(summary.getCell('A1').font?.bold).toBe(true);
    expect(summary.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(summary.getColumn(1).width).toBe(30);
    expect(summary.getCell('A2').text).toBe('Shipments <all> & "more"');
    expect(summary.getCell('B2').value).toBe(1234);
    expect(summary.getCell('B2').numFmt).toBe('#,##0');
    expect(summary.getCell('B3').numFmt).toBe('0.0%');
    const shipments = workbook.getWorksheet('Shipments')!;
    expect(shipments.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 2, 10, 12, 45)));
    expect(shipments.getCell('B2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(shipments.getCell('C2').value).toBe(-100.5);
    expect(shipments.getCell('A3').text).toBe('Café Ñandú');
    expect(shipments.rowCount).toBe(3);
  });

  it('streams a long sheet into a compressed file', async () => {
    const writer = new XlsxWriter(['Rows']);
    await writer.startSheet('Rows', [
      { header: 'N', width: 8 },
      { header: 'Text', width: 20 },
    ]);
    for (let n = 0; n < 20_000; n++) await writer.addRow([n, `Shipment number ${n}`]);
    const blob = await writer.finish();
    // About 1.2 MB of sheet text: compressed it is a small fraction of that.
    expect(blob.size).toBeLessThan(300_000);
    const sheet = (await read(blob)).getWorksheet('Rows')!;
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getCell('B20001').text).toBe('Shipment number 19999');
  });
});
