import { describe, expect, it } from 'vitest';
import {
  formatSheetContacts,
  PARTNER_SHEET_COLUMNS,
  parseSheetContacts,
  partnerSheetKey,
} from './partner-sheet-columns.ts';

describe('partner sheet columns', () => {
  it('lists the columns in the order of the file', () => {
    expect(PARTNER_SHEET_COLUMNS.map((c) => c.header)).toEqual([
      'Nombre',
      'Rol',
      'Tipo',
      'Razón social',
      'Nombre completo',
      'RFC',
      'Dirección',
      'Contactos',
    ]);
  });

  it.each([
    ['Razón social', 'razonSocial'],
    ['  RAZON   SOCIAL ', 'razonSocial'],
    ['direccion', 'direccion'],
    ['rfc', 'rfc'],
    ['ID', null],
    ['Email', null],
    [undefined, null],
  ])('header %j → %s', (header, key) => {
    expect(partnerSheetKey(header)).toBe(key);
  });

  it.each([
    ['', []],
    ['Ana', [{ nombre: 'Ana', email: '', telefono: '' }]],
    [
      'Ana | ana@x.mx | 55 1234 5678; Luis|luis@x.mx',
      [
        { nombre: 'Ana', email: 'ana@x.mx', telefono: '55 1234 5678' },
        { nombre: 'Luis', email: 'luis@x.mx', telefono: '' },
      ],
    ],
    [
      'Ana\n | x@y.mx ;; ',
      [
        { nombre: 'Ana', email: '', telefono: '' },
        { nombre: '', email: 'x@y.mx', telefono: '' },
      ],
    ],
  ])('parses contacts %j', (cell, contacts) => {
    expect(parseSheetContacts(cell)).toEqual(contacts);
  });

  it('writes contacts back the way it reads them', () => {
    const contacts = [
      { nombre: 'Ana', email: 'ana@x.mx', telefono: '555' },
      { nombre: 'Luis', email: '', telefono: '' },
      { nombre: 'Eva', email: '', telefono: '81 1' },
    ];
    const cell = formatSheetContacts(contacts);
    expect(cell).toBe('Ana | ana@x.mx | 555; Luis; Eva |  | 81 1');
    expect(parseSheetContacts(cell)).toEqual(contacts);
  });
});
