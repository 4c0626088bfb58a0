import { describe, expect, it } from 'vitest';
import { COMPANIES_COLLECTION } from './collection-companies.ts';
import { PARTNERS_COLLECTION } from './collection-partners.ts';
import { TARIFFS_COLLECTION } from './collection-tariffs.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { textFieldMax } from './text-field-max.ts';

describe('textFieldMax', () => {
  it.each([
    [PARTNERS_COLLECTION, 'displayName', 300],
    [PARTNERS_COLLECTION, 'nombreCompleto', 200],
    [PARTNERS_COLLECTION, 'rfc', 20],
    [PARTNERS_COLLECTION, 'direccion', 500],
    [TARIFFS_COLLECTION, 'origin', 100],
    [TARIFFS_COLLECTION, 'carrier', 200],
    [TARIFFS_COLLECTION, 'notes', FIELD_LIMITS.longText],
    [COMPANIES_COLLECTION, 'rfc', 20],
  ])('%s.%s keeps at most %i characters', (collection, name, max) => {
    expect(textFieldMax(collection, name)).toBe(max);
  });

  it.each([
    [PARTNERS_COLLECTION, 'contacts'],
    [PARTNERS_COLLECTION, 'company'],
    [TARIFFS_COLLECTION, 'nope'],
  ])('refuses %s.%s, which is not a text field', (collection, name) => {
    expect(() => textFieldMax(collection, name)).toThrow(/is not a text field/);
  });
});
