import { describe, expect, it } from 'vitest';
import { isPartnerRole, PARTNER_ROLES, PARTNER_TYPES } from './partner-roles.ts';

describe('partner roles', () => {
  it('lists the roles and types of SPEC §3', () => {
    expect(PARTNER_ROLES).toEqual([
      'Cliente',
      'Proveedor',
      'Naviera',
      'Transporte',
      'Agente',
      'Otro',
    ]);
    expect(PARTNER_TYPES).toEqual(['persona', 'empresa']);
  });

  it.each([
    ['Cliente', true],
    ['Otro', true],
    ['cliente', false],
    ['Carrier', false],
    ['', false],
    [undefined, false],
  ])('isPartnerRole(%j) → %s', (value, expected) => {
    expect(isPartnerRole(value)).toBe(expected);
  });
});
