import { describe, expect, it } from 'vitest';
import { partnerSearchText } from './partner-list-row.ts';

const record = {
  id: 'p1',
  company: 'c1',
  rol: 'Cliente',
  tipo: 'empresa',
  displayName: 'Cerámica Peñasco',
  razonSocial: 'Cerámica Peñasco, S.A. de C.V.',
  rfc: 'cpe120315k71',
  direccion: 'Av. Juárez 10, Guadalajara',
  contacts: [{ nombre: 'Ana Núñez', email: 'ANA@PENASCO.MX', telefono: '+52 33 1234 5678' }],
};

describe('partnerSearchText', () => {
  it.each([
    ['the name without accents', 'ceramica penasco'],
    ['the RFC as normalised', 'cpe120315k71'],
    ['the address', 'guadalajara'],
    ['the role', 'cliente'],
    ['a contact name', 'ana nunez'],
    ['a contact email in lower case', 'ana@penasco.mx'],
    ['a contact phone', '+52 33 1234 5678'],
  ])('holds %s', (_name, part) => {
    expect(partnerSearchText(record)).toContain(part);
  });

  it('reads a record with missing fields', () => {
    expect(partnerSearchText({ id: 'p2' })).toBe('partner');
  });

  it('cuts a very long address at 10,000 characters', () => {
    const direccion = 'calle '.repeat(3000);
    expect(partnerSearchText({ id: 'p3', direccion }).length).toBeLessThanOrEqual(10_000);
  });
});
