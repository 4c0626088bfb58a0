import { describe, expect, it } from 'vitest';
import generated from './record-types.generated.ts?raw';
import { PRODUCT_COLLECTIONS } from './product-collections.ts';
import { defineCollection } from './define-collection.ts';
import { renderRecordTypes } from './render-record-types.ts';
import { schemaFields as f } from './schema-fields.ts';

const RULES = {
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
};

describe('renderRecordTypes', () => {
  it('keeps the generated record types in step with the collection definitions', () => {
    // Formatting aside, the checked-in file must be what the definitions render.
    const squash = (text: string) =>
      // Prettier opens a long union on its own line with a leading `|`.
      text.replace(/\s+/g, '').replace(/,}/g, '}').replace(/;}/g, '}').replace(/:\|/g, ':');
    expect(squash(generated)).toBe(squash(renderRecordTypes(PRODUCT_COLLECTIONS)));
  });

  it.each([
    [f.text('name'), 'name: string;'],
    [f.number('weightKg'), 'weightKg: number;'],
    [f.bool('dangerousGoods'), 'dangerousGoods: boolean;'],
    [f.json('payload'), 'payload: unknown;'],
    [f.date('lockedAt'), 'lockedAt: string;'],
  ])('maps %o to %s', (field, expected) => {
    const collection = defineCollection({
      id: 'abcdefghijklmno',
      name: 'things',
      fields: [field],
      rules: RULES,
    });
    expect(renderRecordTypes([collection])).toContain(expected);
  });

  it('names the type after the collection and marks auth collections', () => {
    const collection = defineCollection({
      id: 'abcdefghijklmno',
      name: 'shipment_things',
      type: 'auth',
      fields: [f.text('x')],
      rules: RULES,
    });
    const source = renderRecordTypes([collection]);
    expect(source).toContain(
      'export type ShipmentThingsRecord = BaseRecordFields & AuthRecordFields & {',
    );
    expect(source).toContain('shipment_things: ShipmentThingsRecord;');
  });
});
