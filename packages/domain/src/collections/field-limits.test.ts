import { describe, expect, it } from 'vitest';
import { PRODUCT_COLLECTIONS } from './product-collections.ts';
import { FIELD_LIMITS } from './field-limits.ts';

const fields = PRODUCT_COLLECTIONS.flatMap((collection) =>
  collection.schema.map((field) => ({ collection: collection.name, field })),
);

describe('field limits of the product collections', () => {
  it('gives every text field a maximum length', () => {
    const unbounded = fields
      .filter(({ field }) => field.type === 'text')
      // The CFDI's XML is read one record at a time by the server, never listed (decision 079).
      .filter(({ collection }) => collection !== 'cfdi_documents')
      .filter(({ field }) => {
        const max = (field.options as { max?: number | null }).max;
        return typeof max !== 'number' || max <= 0 || max > FIELD_LIMITS.longText;
      })
      .map(({ collection, field }) => `${collection}.${field.name}`);
    expect(unbounded).toEqual([]);
  });

  it('gives every JSON field a maximum size below the list answer limit', () => {
    const unbounded = fields
      .filter(({ field }) => field.type === 'json')
      .filter(({ field }) => {
        const maxSize = (field.options as { maxSize?: number }).maxSize;
        return typeof maxSize !== 'number' || maxSize <= 0 || maxSize > FIELD_LIMITS.largestJson;
      })
      .map(({ collection, field }) => `${collection}.${field.name}`);
    expect(unbounded).toEqual([]);
  });

  it('keeps references short and notes long', () => {
    const ocean = PRODUCT_COLLECTIONS.find((c) => c.name === 'shipments_ocean')!;
    const max = (name: string) =>
      (ocean.schema.find((f) => f.name === name)!.options as { max: number }).max;
    expect(max('blNumber')).toBeLessThanOrEqual(100);
    expect(max('reference')).toBeLessThanOrEqual(100);
    expect(max('notes')).toBeGreaterThanOrEqual(5000);
  });
});
