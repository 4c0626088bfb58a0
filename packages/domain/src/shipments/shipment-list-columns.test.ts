import { describe, expect, it } from 'vitest';
import { capSearchText, shipmentListColumns } from './shipment-list-columns.ts';
import type { ShipmentListSource } from './shipment-list-row.ts';
import { sortShipmentRows, type ShipmentSortKey } from './sort-shipment-rows.ts';
import { toShipmentListRow } from './shipment-list-row.ts';

const ocean: ShipmentListSource = {
  id: 'oceanrecord0001',
  mode: 'ocean',
  shipmentCode: 'OCN20260007',
  ref: ' PO-4518 ',
  shipper: 'Cerámica Peñasco',
  consignee: 'Miami Medical Devices Inc.',
  principal: 'Importadora del Bajío',
  portOfLoad: 'Manzanillo (MXZLO)',
  portOfArrival: 'Shanghai (CNSHA)',
  status: 'En Tránsito',
  operationalStatus: 'En Tránsito',
  priority: 'Alta',
  blNumber: 'MAEU123456789',
  containersList: [{ number: 'CSQU 305438-3' }],
  pickupEstimated: '2026-03-01 15:00:00.000Z',
  pickupActual: '2026-03-01 16:00:00.000Z',
  portOfLoadArrivalEstimated: '2026-03-03T10:00:00.000Z',
  created: '2026-02-27 18:30:00.000Z',
  updated: '2026-03-01 16:05:00.123Z',
};

describe('shipmentListColumns', () => {
  it('gives the stored list row of an ocean record, without id, mode, times and search text', () => {
    expect(shipmentListColumns(ocean).listRow).toEqual({
      code: 'OCN20260007',
      reference: 'PO-4518',
      shipper: 'Cerámica Peñasco',
      consignee: 'Miami Medical Devices Inc.',
      client: 'Importadora del Bajío',
      origin: 'Manzanillo (MXZLO)',
      destination: 'Shanghai (CNSHA)',
      status: 'En Tránsito',
      priority: 'Alta',
      nextMilestone: { key: 'portOfLoadArrival', estimatedAt: '2026-03-03T10:00:00.000Z' },
    });
  });

  it.each([
    ['searchText', toShipmentListRow(ocean).searchText],
    ['sortCode', 'ocn0000000020260007'],
    ['sortReference', 'po-0000000000004518'],
    ['sortClient', 'importadora del bajio'],
    ['sortOrigin', 'manzanillo (mxzlo)'],
    ['sortStatus', 'en transito'],
    ['statusKey', 'en transito'],
    ['priorityKey', 'alta'],
    ['clientKey', 'importadora del bajio'],
    ['nextMilestoneAt', '2026-03-03 10:00:00.000Z'],
    ['isOpen', true],
  ] as const)('%s of an ocean record is %j', (column, expected) => {
    expect(shipmentListColumns(ocean)[column]).toEqual(expected);
  });

  it.each([
    ['an empty air record', { id: 'a', mode: 'air' }, { sortCode: '', nextMilestoneAt: '' }],
    ['a cancelled land record', { id: 'l', mode: 'land', status: 'Cancelado' }, { isOpen: false }],
    [
      'a closed ocean record',
      { id: 'o', mode: 'ocean', operationalStatus: 'Cerrado' },
      { isOpen: false },
    ],
    ['a finished air record', { id: 'a', mode: 'air', status: 'Finished' }, { isOpen: false }],
    [
      'an air record: airports, consignee as client',
      {
        id: 'a',
        mode: 'air',
        airportOfDeparture: 'MEX',
        consignee: 'Ñandú SA',
        awb: '176-12345675',
      },
      { sortOrigin: 'mex', clientKey: 'nandu sa' },
    ],
    [
      'a land record whose milestones are all done',
      {
        id: 'l',
        mode: 'land',
        pickupEta: '2026-01-01',
        pickupAt: '2026-01-01',
        deliveryEta: '2026-01-02',
        deliveryAt: '2026-01-02',
      },
      { nextMilestoneAt: '' },
    ],
  ] as [string, ShipmentListSource, object][])('%s', (_name, record, expected) => {
    expect(shipmentListColumns(record)).toMatchObject(expected);
  });

  it('finds an AWB with and without its hyphen', () => {
    const { searchText } = shipmentListColumns({ id: 'a', mode: 'air', awb: '176-12345675' });
    expect(searchText).toContain('176-12345675');
    expect(searchText).toContain('17612345675');
  });

  it.each<ShipmentSortKey>(['code', 'reference', 'client', 'origin', 'status'])(
    'orders by its %s sort key as sortShipmentRows does',
    (key) => {
      const records: ShipmentListSource[] = [
        {
          id: '1',
          mode: 'ocean',
          shipmentCode: 'OCN20269999',
          ref: 'PO-10',
          principal: 'Ébano',
          portOfLoad: 'b2',
          status: 'Z',
        },
        {
          id: '2',
          mode: 'ocean',
          shipmentCode: 'OCN202610000',
          ref: 'po-9',
          principal: 'abeto',
          portOfLoad: 'B10',
          status: 'á',
        },
        {
          id: '3',
          mode: 'ocean',
          shipmentCode: 'OCN20260001',
          ref: 'PO-100',
          principal: 'Delta',
          portOfLoad: 'a',
          status: 'm',
        },
      ];
      const column = `sort${key[0]!.toUpperCase()}${key.slice(1)}` as 'sortCode';
      const bySortKey = [...records]
        .sort((a, b) => (shipmentListColumns(a)[column] < shipmentListColumns(b)[column] ? -1 : 1))
        .map((record) => record.id);
      const byDomain = sortShipmentRows(records.map(toShipmentListRow), key, 'asc').map(
        (row) => row.id,
      );
      expect(bySortKey).toEqual(byDomain);
    },
  );
});

describe('capSearchText', () => {
  it.each([
    ['short text as it is', 'abc def', 10, 'abc def'],
    ['long text after its last whole word', 'abc def ghi', 9, 'abc def'],
    ['exactly at a word end', 'abc def ghi', 7, 'abc def'],
    ['one long word at the limit', 'abcdefghij', 4, 'abcd'],
  ])('keeps %s', (_name, text, max, expected) => {
    expect(capSearchText(text, max)).toBe(expected);
  });

  it('caps a shipment with a thousand containers at 10,000 characters', () => {
    const containersList = Array.from({ length: 1000 }, (_, i) => ({
      number: `MSCU ${String(i).padStart(6, '0')}-1`,
    }));
    const { searchText } = shipmentListColumns({ id: 'o', mode: 'ocean', containersList });
    expect(searchText.length).toBeLessThanOrEqual(10_000);
    expect(searchText).toContain('mscu 000000-1');
  });
});
