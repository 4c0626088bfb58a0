import { describe, expect, it } from 'vitest';
import { partnerGroups } from './partner-groups.ts';

const partners = [
  { id: '1', displayName: 'Zeta Textil', rol: 'Cliente' },
  { id: '2', displayName: 'Alfa Foods', rol: 'Cliente' },
  { id: '3', displayName: 'Maersk', rol: 'Naviera' },
  { id: '4', displayName: 'Alfa Foods', rol: 'Proveedor' },
  { id: '5', displayName: '  ', rol: 'Otro' },
  { id: '6', displayName: 'Broker X', rol: 'Customs' },
];

describe('partnerGroups', () => {
  it('puts the preferred roles first, sorts names and lists each name once', () => {
    expect(partnerGroups(partners, ['Naviera'])).toEqual([
      { group: 'Naviera', items: ['Maersk'] },
      { group: 'Cliente', items: ['Alfa Foods', 'Zeta Textil'] },
      { group: 'Customs', items: ['Broker X'] },
    ]);
  });

  it('gives no groups without partners', () => {
    expect(partnerGroups([], ['Cliente'])).toEqual([]);
  });
});
