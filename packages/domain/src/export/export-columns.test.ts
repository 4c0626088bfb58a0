import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from './export-columns.ts';

describe('EXPORT_COLUMNS', () => {
  it('has the headers of SPEC §9 in order', () => {
    expect(EXPORT_COLUMNS.map((c) => c.header)).toEqual([
      'ID',
      'Modo',
      'Referencia',
      'Shipper',
      'Consignee',
      'Estado',
      'Actualizado',
    ]);
  });

  it.each([
    ['ID', 'id'],
    ['Modo', 'mode'],
    ['Estado', 'status'],
    ['Actualizado', 'updatedAtISO'],
  ])('%s reads %s', (header, key) => {
    expect(EXPORT_COLUMNS.find((c) => c.header === header)?.key).toBe(key);
  });
});
