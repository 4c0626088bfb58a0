import { describe, expect, it } from 'vitest';
import { findTrackedShipments } from './find-tracked-shipments.ts';
import { airShipment, landShipment, oceanShipment } from './tracking-fixtures.ts';

const SHIPMENTS = [oceanShipment(), airShipment(), landShipment()];

describe('findTrackedShipments', () => {
  it.each([
    ['OCN20260007', 'ocean1', 'shipmentCode', 'OCN20260007'],
    ['ocn 2026 0007', 'ocean1', 'shipmentCode', 'OCN20260007'],
    ['po-123456', 'ocean1', 'reference', 'PO-123456'],
    ['PO 555000', 'air1', 'reference', 'PO-555000'],
    ['987654321', 'ocean1', 'booking', '987654321'],
    ['TR-7654321', 'land1', 'booking', 'TR7654321'],
    ['maeu 123456789', 'ocean1', 'bl', 'MAEU123456789'],
    ['HB000111222', 'ocean1', 'hbl', 'HB000111222'],
    ['CSQU 305438-3', 'ocean1', 'container', 'CSQU3054383'],
    ['MWCU6059784', 'ocean1', 'container', 'MWCU 605978-4'],
    ['17612345675', 'air1', 'awb', '176-12345675'],
    ['176 1234 5675', 'air1', 'awb', '176-12345675'],
    ['ha00001111', 'air1', 'hawb', 'HA00001111'],
    ['AKE 12345 AM', 'air1', 'uld', 'AKE12345AM'],
  ])('%j finds %s by its %s', (query, id, kind, value) => {
    const matches = findTrackedShipments(SHIPMENTS, query);
    expect(matches.map((it) => [it.shipment.id, it.matched.kind, it.matched.value])).toEqual([
      [id, kind, value],
    ]);
  });

  it.each(['', '   ', '---', 'OCN2026', 'CSQU305438', '176-1234567', 'PO-000000'])(
    '%j finds nothing: blank, a part of a number or an unknown one',
    (query) => {
      expect(findTrackedShipments(SHIPMENTS, query)).toEqual([]);
    },
  );

  it('finds every shipment sharing a number, in the order given', () => {
    const sameBl = oceanShipment({ id: 'ocean2', shipmentCode: 'OCN20260008' });
    const matches = findTrackedShipments([sameBl, ...SHIPMENTS], 'MAEU123456789');
    expect(matches.map((it) => it.shipment.id)).toEqual(['ocean2', 'ocean1']);
  });

  it('ignores sub-list items that are not objects and numbers that are not text', () => {
    const odd = oceanShipment({ containersList: [null, 'CSQU3054383', { number: 3054383 }] });
    expect(findTrackedShipments([odd], 'CSQU3054383')).toEqual([]);
  });
});
