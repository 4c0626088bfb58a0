import { describe, expect, it } from 'vitest';
import { toShipmentListRow, type ShipmentListSource } from './shipment-list-row.ts';

const ocean: ShipmentListSource = {
  id: 'oceanrecord0001',
  mode: 'ocean',
  shipmentCode: 'OCN20260007',
  ref: ' PO-4518 ',
  shipper: 'Cerámica Peñasco',
  consignee: 'Miami Medical Devices Inc.',
  principal: 'Importadora del Bajío',
  origin: 'Manzanillo (MXZLO)',
  destination: 'Shanghai (CNSHA)',
  portOfLoad: 'Manzanillo (MXZLO)',
  portOfArrival: 'Shanghai (CNSHA)',
  status: 'In progress',
  operationalStatus: 'In progress',
  priority: 'High',
  blNumber: 'MAEU123456789',
  carrier: 'Maersk',
  vessel: 'Maersk Essen',
  containersList: [{ id: 'c1', number: 'CSQU 305438-3', type: '45G1' }, null],
  pickupEstimated: '2026-03-01 15:00:00.000Z',
  pickupActual: '2026-03-01 16:00:00.000Z',
  cutOffDocEstimated: '',
  portOfLoadArrivalEstimated: '2026-03-03T10:00:00.000Z',
  created: '2026-02-27 18:30:00.000Z',
  updated: '2026-03-01 16:05:00.123Z',
};

describe('toShipmentListRow', () => {
  it('gives the columns of an ocean record', () => {
    const row = toShipmentListRow(ocean);
    expect(row).toMatchObject({
      id: 'oceanrecord0001',
      mode: 'ocean',
      code: 'OCN20260007',
      reference: 'PO-4518',
      shipper: 'Cerámica Peñasco',
      consignee: 'Miami Medical Devices Inc.',
      client: 'Importadora del Bajío',
      origin: 'Manzanillo (MXZLO)',
      destination: 'Shanghai (CNSHA)',
      status: 'In progress',
      priority: 'High',
      nextMilestone: { key: 'portOfLoadArrival', estimatedAt: '2026-03-03T10:00:00.000Z' },
      createdAt: '2026-02-27T18:30:00.000Z',
      updatedAt: '2026-03-01T16:05:00.123Z',
    });
  });

  it.each([
    ['the code', 'ocn20260007'],
    ['the reference', 'po-4518'],
    ['a party without its accents', 'ceramica penasco'],
    ['the principal', 'importadora del bajio'],
    ['the BL', 'maeu123456789'],
    ['the carrier and vessel', 'maersk essen'],
    ['a container number as written', 'csqu 305438-3'],
    ['a container number without separators', 'csqu3054383'],
  ])('searches %s', (_name, part) => {
    expect(toShipmentListRow(ocean).searchText).toContain(part);
  });

  it.each([
    [
      'ocean reads operationalStatus and the ports',
      { mode: 'ocean', operationalStatus: 'Finished', status: 'x', portOfLoad: 'A', origin: 'B' },
      { status: 'Finished', origin: 'A' },
    ],
    [
      'ocean falls back to status and origin',
      { mode: 'ocean', status: 'Draft', origin: 'B', destination: 'C' },
      { status: 'Draft', origin: 'B', destination: 'C' },
    ],
    [
      'air reads the airports and reference',
      {
        mode: 'air',
        reference: 'AIR-REF',
        airportOfDeparture: 'MEX',
        airportOfArrival: 'FRA',
        status: 'In creation',
      },
      { reference: 'AIR-REF', origin: 'MEX', destination: 'FRA', status: 'In creation' },
    ],
    [
      'land reads origin and destination',
      { mode: 'land', ref: 'L-1', origin: 'Monterrey', destination: 'Laredo', status: 'Draft' },
      { reference: 'L-1', origin: 'Monterrey', destination: 'Laredo', status: 'Draft' },
    ],
    [
      'the client is the consignee without a principal',
      { mode: 'land', consignee: 'Acme', principal: '  ' },
      { client: 'Acme' },
    ],
    [
      'a local view brings displayCode and ISO times',
      {
        mode: 'air',
        displayCode: 'AIR20260001',
        createdAtISO: '2026-01-02T03:04:05.000Z',
        updatedAtISO: '2026-01-03T03:04:05.000Z',
      },
      {
        code: 'AIR20260001',
        createdAt: '2026-01-02T03:04:05.000Z',
        updatedAt: '2026-01-03T03:04:05.000Z',
      },
    ],
    [
      'the payload gives the times the record lacks',
      { mode: 'land', payload: { createdAtISO: '2026-01-02T03:04:05.000Z' } },
      { createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '' },
    ],
    [
      'empty and malformed values become blank',
      {
        mode: 'land',
        shipper: null,
        consignee: 42,
        status: undefined,
        created: 'yesterday',
        updated: '2026-02-30 10:00:00.000Z',
      },
      { shipper: '', consignee: '', client: '', status: '', createdAt: '', updatedAt: '' },
    ],
  ] as const)('%s', (_name, fields, expected) => {
    expect(toShipmentListRow({ id: 'r1', ...fields })).toMatchObject(expected);
  });

  it.each([
    [
      'the first milestone without actual date that has an estimate',
      {
        pickupEstimated: '2026-03-01T10:00:00.000Z',
        pickupActual: '2026-03-01T11:00:00.000Z',
        airportDepartureEstimated: '2026-03-02 10:00:00.000Z',
      },
      { key: 'departure', estimatedAt: '2026-03-02T10:00:00.000Z' },
    ],
    [
      'skips milestones with neither date',
      { deliveryEstimated: '2026-03-05T10:00:00.000Z' },
      { key: 'delivery', estimatedAt: '2026-03-05T10:00:00.000Z' },
    ],
    [
      'an unreadable actual date does not count as done',
      { pickupEstimated: '2026-03-01T10:00:00.000Z', pickupActual: 'soon' },
      { key: 'pickup', estimatedAt: '2026-03-01T10:00:00.000Z' },
    ],
    [
      'an unreadable estimate is skipped',
      { pickupEstimated: 'soon', deliveryEstimated: '2026-03-05T10:00:00.000Z' },
      { key: 'delivery', estimatedAt: '2026-03-05T10:00:00.000Z' },
    ],
    [
      'none when every estimated milestone is done',
      { pickupEstimated: '2026-03-01T10:00:00.000Z', pickupActual: '2026-03-01T10:00:00.000Z' },
      null,
    ],
    ['none without dates', {}, null],
  ])('next milestone: %s', (_name, dates, expected) => {
    expect(toShipmentListRow({ id: 'a1', mode: 'air', ...dates }).nextMilestone).toEqual(expected);
  });

  it('reads land milestones from their own fields', () => {
    const row = toShipmentListRow({
      id: 'l1',
      mode: 'land',
      pickupEta: '2026-03-01T10:00:00.000Z',
      pickupAt: '2026-03-01T12:00:00.000Z',
      deliveryEta: '2026-03-02T10:00:00.000Z',
    });
    expect(row.nextMilestone).toEqual({ key: 'delivery', estimatedAt: '2026-03-02T10:00:00.000Z' });
  });

  it('finds an AWB typed without its hyphen', () => {
    const row = toShipmentListRow({ id: 'a1', mode: 'air', awb: '176-12345675' });
    expect(row.searchText).toContain('176-12345675');
    expect(row.searchText).toContain('17612345675');
  });
});
