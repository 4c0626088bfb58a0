import { describe, expect, it } from 'vitest';
import { partnerDisplayName } from './partner-display-name.ts';

describe('partnerDisplayName', () => {
  it.each([
    ['own displayName', { displayName: 'Acme', razonSocial: 'Acme SA de CV' }, 'Acme'],
    ['razonSocial', { razonSocial: 'Acme SA de CV', nombreCompleto: 'Ana' }, 'Acme SA de CV'],
    ['nombreCompleto', { displayName: ' ', nombreCompleto: 'Ana López', rfc: 'X' }, 'Ana López'],
    ['rfc', { rfc: 'GODE561231GR8', contacts: [{ nombre: 'Eva' }] }, 'GODE561231GR8'],
    ['first contact', { rfc: '', contacts: [{ nombre: ' Eva ' }, { nombre: 'Luis' }] }, 'Eva'],
    ['blank first contact', { contacts: [{ nombre: '' }, { nombre: 'Luis' }] }, 'Partner'],
    ['nothing', {}, 'Partner'],
    ['no contacts', { contacts: [] }, 'Partner'],
  ])('%s', (_name, partner, expected) => {
    expect(partnerDisplayName(partner)).toBe(expected);
  });
});
