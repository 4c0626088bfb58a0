import { describe, expect, it } from 'vitest';
import { filterPartnerRows, sortPartnersByName } from './filter-partner-rows.ts';
import { normalizePartner } from './normalize-partner.ts';
import { toPartnerListRow } from './partner-list-row.ts';

const rows = [
  { id: 'p1', displayName: 'Café Orizaba', rol: 'Cliente', tipo: 'empresa', rfc: 'COR010101AB1' },
  {
    id: 'p2',
    displayName: 'Naviera del Golfo',
    rol: 'Naviera',
    tipo: 'empresa',
    direccion: 'Veracruz',
  },
  {
    id: 'p3',
    nombreCompleto: 'Ana Peña López',
    rol: 'Proveedor',
    tipo: 'persona',
    contacts: [{ nombre: 'Luis', email: 'luis@pena.mx', telefono: '229 555 0101' }],
  },
].map((input) => toPartnerListRow(normalizePartner(input)));

describe('filterPartnerRows', () => {
  it.each([
    ['nothing', {}, ['p1', 'p2', 'p3']],
    ['one word, accents ignored', { search: 'cafe' }, ['p1']],
    ['every word must match', { search: 'naviera veracruz' }, ['p2']],
    ['words in any field', { search: 'PEÑA luis' }, ['p3']],
    ['a contact email', { search: 'luis@pena' }, ['p3']],
    ['a phone', { search: '555 0101' }, ['p3']],
    ['the RFC', { search: 'cor010101' }, ['p1']],
    ['no match', { search: 'cafe golfo' }, []],
    ['a role', { roles: ['Naviera'] }, ['p2']],
    ['two roles', { roles: ['Naviera', 'Cliente'] }, ['p1', 'p2']],
    ['a type', { types: ['persona'] }, ['p3']],
    [
      'role, type and search',
      { roles: ['Cliente', 'Naviera'], types: ['empresa'], search: 'golfo' },
      ['p2'],
    ],
    ['blank search', { search: '   ' }, ['p1', 'p2', 'p3']],
  ])('%s', (_name, filter, ids) => {
    expect(filterPartnerRows(rows, filter).map((row) => row.id)).toEqual(ids);
  });
});

describe('sortPartnersByName', () => {
  it('orders by name as Spanish readers do, ties by id', () => {
    const sorted = sortPartnersByName([
      { id: 'b', displayName: 'Zeta' },
      { id: 'c', displayName: 'águila' },
      { id: 'a', displayName: 'Agencia 10' },
      { id: 'd', displayName: 'Agencia 9' },
      { id: 'e', displayName: 'zeta' },
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['d', 'a', 'c', 'b', 'e']);
  });
});
