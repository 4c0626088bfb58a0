import { describe, expect, it } from 'vitest';
import { isEmailLike, validatePartner } from './validate-partner.ts';

const VALID = { rol: 'Cliente', tipo: 'empresa', displayName: 'Acme' };

describe('validatePartner', () => {
  it.each([
    ['a complete partner', VALID, []],
    ['the name from razonSocial', { ...VALID, displayName: '', razonSocial: 'Acme SA' }, []],
    ['the name from nombreCompleto', { ...VALID, displayName: ' ', nombreCompleto: 'Ana' }, []],
    ['no role', { ...VALID, rol: '' }, [{ field: 'rol', code: 'required' }]],
    ['unknown role', { ...VALID, rol: 'Carrier' }, [{ field: 'rol', code: 'unknown_role' }]],
    ['no type', { ...VALID, tipo: undefined }, [{ field: 'tipo', code: 'required' }]],
    ['unknown type', { ...VALID, tipo: 'sociedad' }, [{ field: 'tipo', code: 'unknown_type' }]],
    ['the name from the RFC alone', { ...VALID, displayName: '', rfc: 'EKU9003173C9' }, []],
    [
      'the name from a contact alone',
      { ...VALID, displayName: '', contacts: [{ nombre: 'Ana López', email: '' }] },
      [],
    ],
    ['no name', { ...VALID, displayName: '' }, [{ field: 'name', code: 'name_required' }]],
    [
      'a nameless contact is no name',
      { ...VALID, displayName: '', contacts: [{ nombre: ' ', email: 'ana@x.mx' }] },
      [{ field: 'name', code: 'name_required' }],
    ],
    [
      'a razón social beyond the server limit',
      { ...VALID, razonSocial: 'A'.repeat(301) },
      [{ field: 'razonSocial', code: 'too_long', max: 300 }],
    ],
    ['a razón social at the limit', { ...VALID, razonSocial: 'A'.repeat(300) }, []],
    [
      'an RFC and an address beyond their limits',
      { ...VALID, rfc: 'X'.repeat(21), direccion: 'D'.repeat(501) },
      [
        { field: 'rfc', code: 'too_long', max: 20 },
        { field: 'direccion', code: 'too_long', max: 500 },
      ],
    ],
    [
      'a contact name longer than a display name may be',
      { ...VALID, contacts: [{ nombre: 'N'.repeat(301), email: '' }] },
      [{ field: 'contacts.0.nombre', code: 'too_long', max: 300 }],
    ],
    [
      'a bad contact email',
      {
        ...VALID,
        contacts: [
          { nombre: 'Ana', email: 'ana@x.mx' },
          { nombre: 'Luis', email: 'luis@' },
        ],
      },
      [{ field: 'contacts.1.email', code: 'invalid_email' }],
    ],
    ['a nameless contact is not checked', { ...VALID, contacts: [{ nombre: '', email: 'x' }] }, []],
    ['a contact without email', { ...VALID, contacts: [{ nombre: 'Ana', email: '' }] }, []],
    [
      'everything wrong',
      { rol: 'x', tipo: 'y' },
      [
        { field: 'rol', code: 'unknown_role' },
        { field: 'tipo', code: 'unknown_type' },
        { field: 'name', code: 'name_required' },
      ],
    ],
  ])('%s', (_name, draft, expected) => {
    expect(validatePartner(draft)).toEqual(expected);
  });
});

describe('isEmailLike', () => {
  it.each([
    ['ana@golfo.mx', true],
    [' ana.lopez+fact@golfo.com.mx ', true],
    ['ana@golfo', false],
    ['ana golfo@x.mx', false],
    ['@golfo.mx', false],
    ['ana@@golfo.mx', false],
    ['ana@golfo..mx', false],
    ['', false],
  ])('%j → %s', (email, expected) => {
    expect(isEmailLike(email)).toBe(expected);
  });
});
