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
    ['no name', { ...VALID, displayName: '' }, [{ field: 'name', code: 'name_required' }]],
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
