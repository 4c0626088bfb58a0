import { describe, expect, it } from 'vitest';
import { PRODUCT_COLLECTIONS } from '../collections/product-collections.ts';
import { COLLECTIONS_WITHOUT_HISTORY, HISTORY_COLLECTIONS } from './history-collections.ts';

describe('HISTORY_COLLECTIONS', () => {
  it.each(PRODUCT_COLLECTIONS.map((it) => [it.name, it] as const))(
    '%s chooses: history or none',
    (name) => {
      const tracked = name in HISTORY_COLLECTIONS;
      expect(tracked !== COLLECTIONS_WITHOUT_HISTORY.includes(name)).toBe(true);
    },
  );

  it.each(Object.entries(HISTORY_COLLECTIONS))('%s names only its own fields', (name, policy) => {
    const fields = new Set(
      PRODUCT_COLLECTIONS.find((it) => it.name === name)!.schema.map((f) => f.name),
    );
    for (const field of [...policy.ignored, ...policy.secret]) expect(fields).toContain(field);
  });
});
