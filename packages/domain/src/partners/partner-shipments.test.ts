import { describe, expect, it } from 'vitest';
import { shipmentsUsingPartner } from './partner-shipments.ts';

const partner = { id: 'abcdefghij12345', displayName: 'Café Orizaba' };

describe('shipmentsUsingPartner', () => {
  it.each([
    ['shipper by name', { shipper: 'Café Orizaba' }, ['shipper']],
    ['accents, case and spaces ignored', { consignee: '  cafe   ORIZABA ' }, ['consignee']],
    [
      'several fields',
      { notify: 'Café Orizaba', principal: 'Café Orizaba' },
      ['notify', 'principal'],
    ],
    ['carrier by id', { carrier: 'abcdefghij12345' }, ['carrier']],
    ['airline', { airline: 'café orizaba' }, ['airline']],
    ['another name', { shipper: 'Café Orizaba SA' }, null],
    ['not a party field', { reference: 'Café Orizaba' }, null],
    ['non-text values', { shipper: 5, consignee: null }, null],
  ])('%s', (_name, fields, expected) => {
    const uses = shipmentsUsingPartner(partner, [{ id: 's1', mode: 'ocean', ...fields }]);
    expect(uses.map((use) => use.fields)).toEqual(expected ? [expected] : []);
  });

  it('keeps the shipments in their order and ignores a blank name', () => {
    const shipments = [
      { id: 'a', mode: 'air' as const, shipper: 'Café Orizaba' },
      { id: 'b', mode: 'land' as const, shipper: 'Otro' },
      { id: 'c', mode: 'ocean' as const, consignee: 'CAFÉ ORIZABA' },
    ];
    expect(shipmentsUsingPartner(partner, shipments).map((u) => u.shipment.id)).toEqual(['a', 'c']);
    expect(
      shipmentsUsingPartner({ id: '', displayName: ' ' }, [{ id: 'x', mode: 'air', shipper: ' ' }]),
    ).toEqual([]);
  });
});
