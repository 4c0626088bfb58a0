import { describe, expect, it } from 'vitest';
import type { CollectionModel } from '@rumbo/domain';
import { collection, field } from '../query/tests/query-test-fixtures.ts';
import { decodeRow } from './record-codec.ts';
import { exportRecord } from './record-export.ts';
import { stringifyRecord } from './raw-json.ts';
import { recordJsonWriter } from './record-json.ts';
import { projectFields } from '../../tools/json-fields.ts';

const shipments: CollectionModel = collection('ships', 'base', [
  field('code', 'text'),
  field('email', 'email'),
  field('weight', 'number'),
  field('hazardous', 'bool'),
  field('payload', 'json'),
  field('tags', 'select', { maxSelect: 3 }),
  field('client', 'relation', { maxSelect: 1 }),
  field('partners', 'relation', { maxSelect: null }),
  field('eta', 'date'),
  field('2024', 'text'),
]);

/** The general path: decode, export, serialise (what a list wrote before record-json.ts). */
function generalPath(row: Record<string, unknown>, partial: boolean): string {
  const values = decodeRow(shipments, row, partial, true);
  return stringifyRecord(exportRecord(shipments, values, { showEmail: false }));
}

const whole = {
  id: 'r1',
  created: '2026-01-02 03:04:05.678Z',
  updated: '2026-01-02 03:04:05.678Z',
  code: 'OCE2026001 "quoted" ñ \u2028 \\',
  email: 'a@b.mx',
  weight: 1250.5,
  hazardous: 1,
  payload: JSON.stringify({ containersList: [{ number: 'MSCU1234565', seal: 'ñ' }], n: null }),
  tags: JSON.stringify(['fcl', 'reefer']),
  client: 'p1',
  partners: JSON.stringify(['p1', 'p2']),
  eta: '',
  2024: 'year',
};

describe('recordJsonWriter writes what decode → export → stringify writes', () => {
  it.each([
    ['a whole row', whole],
    [
      'empty and null values',
      {
        ...whole,
        code: null,
        weight: null,
        hazardous: 0,
        payload: null,
        tags: null,
        partners: '',
        eta: null,
      },
    ],
    [
      'text that is not JSON in JSON columns',
      { ...whole, payload: 'not json', tags: 'x', partners: 'null' },
    ],
    ['JSON scalars stored', { ...whole, payload: '-1.5', tags: '"one"', weight: '12' }],
    ['numbers that JSON cannot hold', { ...whole, weight: Number.NaN }],
    ['a row missing schema columns', { id: 'r2', created: 'c', updated: 'u', code: 'X' }],
    ['a row missing its system columns', { code: 'X' }],
  ])('%s', (_name, row) => {
    const columns = Object.keys(row);
    const write = recordJsonWriter(shipments, columns, { partial: false })!;
    const written = write(columns.map((column) => (row as Record<string, unknown>)[column]));
    expect(written).toBe(generalPath(row, false));
    expect(JSON.parse(written)).toEqual(JSON.parse(generalPath(row, false)));
  });

  it('leaves out the keys of a partial row it was not given, as a fields list does', () => {
    const row = { id: 'r1', created: 'c', updated: 'u', code: 'X', payload: '{"a":1}' };
    const columns = Object.keys(row);
    const kept = new Set(['id', 'code', 'payload', 'collectionName', 'weight']);
    const write = recordJsonWriter(shipments, columns, { partial: true, kept })!;
    const expected = projectFields(
      { perPage: 0, items: [JSON.parse(generalPath(row, true))] },
      [...kept].join(','),
    ) as { items: unknown[] };
    expect(write(Object.values(row))).toBe(JSON.stringify(expected.items[0]));
  });

  it('answers null for auth records, whose email depends on the reader', () => {
    expect(recordJsonWriter({ ...shipments, type: 'auth' }, ['id'], { partial: false })).toBeNull();
  });

  it('builds one writer per shape and reuses it', () => {
    const first = recordJsonWriter(shipments, ['id', 'code'], { partial: true });
    expect(recordJsonWriter(shipments, ['id', 'code'], { partial: true })).toBe(first);
    expect(recordJsonWriter(shipments, ['code', 'id'], { partial: true })).not.toBe(first);
  });
});
