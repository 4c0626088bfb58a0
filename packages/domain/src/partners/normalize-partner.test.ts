import { describe, expect, it } from 'vitest';
import { normalizePartner } from './normalize-partner.ts';

describe('normalizePartner', () => {
  it('fills every field from empty input', () => {
    expect(normalizePartner({})).toEqual({
      id: '',
      company: '',
      rol: '',
      tipo: '',
      displayName: 'Partner',
      razonSocial: '',
      nombreCompleto: '',
      rfc: '',
      direccion: '',
      contacts: [],
      legacyId: '',
      createdBy: '',
      updatedBy: '',
      updated: '',
    });
  });

  it.each([
    [
      'drops contacts without a name',
      { contacts: [{ nombre: '  ' }, { nombre: 'Ana' }, {}] },
      ['Ana'],
    ],
    ['skips malformed contacts', { contacts: [null, 'Ana', 3, { nombre: 'Luis' }] }, ['Luis']],
    ['non-array contacts', { contacts: 'Ana' }, []],
  ])('%s', (_name, input, names) => {
    expect(normalizePartner(input).contacts.map((c) => c.nombre)).toEqual(names);
  });

  it('trims contacts and lower-cases their email', () => {
    const [contact] = normalizePartner({
      contacts: [{ id: 'c1', nombre: ' Ana ', email: ' Ana@X.MX ', telefono: ' 555 ' }],
    }).contacts;
    expect(contact).toEqual({ id: 'c1', nombre: 'Ana', email: 'ana@x.mx', telefono: '555' });
  });

  it('keeps what a contact holds beyond its texts, such as its message settings', () => {
    const notify = { milestones: true, estimates: false, arrivalNotice: true };
    const [contact] = normalizePartner({
      contacts: [{ id: 'c1', nombre: 'Ana', language: 'en', notify, later: 1 }],
    }).contacts;
    expect(contact).toEqual({
      id: 'c1',
      nombre: 'Ana',
      email: '',
      telefono: '',
      language: 'en',
      notify,
      later: 1,
    });
  });

  it.each([
    ['razonSocial', { razonSocial: ' Acme SA ' }, 'Acme SA'],
    ['nombreCompleto', { nombreCompleto: 'Ana López' }, 'Ana López'],
    ['rfc', { rfc: 'gode561231gr8' }, 'GODE561231GR8'],
    ['a dropped contact is not used', { contacts: [{ nombre: '' }, { nombre: 'Luis' }] }, 'Luis'],
    ['explicit displayName', { displayName: ' Mi cliente ', razonSocial: 'Acme' }, 'Mi cliente'],
  ])('display name from %s', (_name, input, expected) => {
    expect(normalizePartner(input).displayName).toBe(expected);
  });

  it.each([
    [
      { rol: 'Naviera', tipo: 'empresa' },
      { rol: 'Naviera', tipo: 'empresa' },
    ],
    [
      { rol: 'naviera', tipo: 'Empresa' },
      { rol: '', tipo: '' },
    ],
    [
      { rol: 5, tipo: null },
      { rol: '', tipo: '' },
    ],
  ])('keeps only known rol and tipo: %j', (input, expected) => {
    expect(normalizePartner(input)).toMatchObject(expected);
  });

  it('keeps numbers as text and drops other non-strings', () => {
    expect(normalizePartner({ direccion: 42, company: { id: 'x' } })).toMatchObject({
      direccion: '42',
      company: '',
    });
  });
});
