import { describe, expect, it } from 'vitest';
import { companyMatchesSearch } from './company-matches-search.ts';

const GOLFO = {
  name: 'Golfo Logistics',
  brandName: 'Golfo Express',
  rfc: 'GLO120315K71',
  razon_social: 'Golfo Logística del Sureste, S.A. de C.V.',
};

describe('companyMatchesSearch', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['golfo', true],
    ['GOLFO log', true],
    ['express', true],
    ['glo120315', true],
    ['logistica sureste', true],
    ['plata', false],
    ['golfo plata', false],
  ])('%j → %s', (query, expected) => {
    expect(companyMatchesSearch(GOLFO, query)).toBe(expected);
  });

  it('reads missing fields as empty', () => {
    expect(companyMatchesSearch({ name: 'Plata Cargo', rfc: null }, 'cargo')).toBe(true);
  });
});
