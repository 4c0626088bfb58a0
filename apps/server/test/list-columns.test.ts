import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import {
  DEMO_EMAILS,
  DEMO_IDS,
  SHIPMENT_LIST_COLUMN_NAMES,
  partnerSearchText,
  shipmentListColumns,
  tariffSearchText,
  type ShipmentMode,
} from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';

// Decision 045: the server keeps each shipment's list columns (and each partner's and tariff
// line's searchText) from the record as stored, on every create and update, whatever the client
// sends for them.
let server: TestServer;
let staff: PocketBase;
let ops: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  [staff, ops] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    operator(server.url),
  ]);
});

afterAll(async () => {
  await server.close();
});

const modeOf = (record: RecordModel) =>
  record.collectionName.replace('shipments_', '') as ShipmentMode;

/** The list columns of a record as returned, and what the domain computes from its fields. */
function columnsOf(record: RecordModel) {
  const stored = Object.fromEntries(SHIPMENT_LIST_COLUMN_NAMES.map((name) => [name, record[name]]));
  const expected = shipmentListColumns({ ...record, id: record.id, mode: modeOf(record) });
  return { stored, expected: { ...expected } as Record<string, unknown> };
}

async function expectColumnsOfStored(collection: string, id: string) {
  const record = await ops.collection(collection).getOne(id);
  const { stored, expected } = columnsOf(record);
  expect(stored).toEqual(expected);
  return record;
}

const OCEAN = {
  shipmentCode: 'ocn20269101',
  ref: 'PO-ÁRBOL-9101',
  bookingRef: 'BKG-9101',
  shipper: 'Cerámica Peñasco',
  consignee: 'Zapatos León',
  portOfLoad: 'Lázaro Cárdenas (MXLZC)',
  portOfArrival: 'Rotterdam (NLRTM)',
  operationalStatus: 'En Tránsito',
  priority: 'Alta',
  containersList: [{ number: 'TGHU 910112-3', type: '45G1' }],
  pickupEstimated: '2026-04-01 10:00:00.000Z',
  pickupActual: '2026-04-01 12:00:00.000Z',
  portOfLoadArrivalEstimated: '2026-04-03 08:00:00.000Z',
};

describe('list columns on create', () => {
  it('computes every column of an ocean shipment from the record as stored', async () => {
    const created = await staff.collection('shipments_ocean').create(OCEAN);
    const record = await expectColumnsOfStored('shipments_ocean', created.id);
    expect(record).toMatchObject({
      sortCode: 'ocn0000000020269101',
      statusKey: 'en transito',
      clientKey: 'zapatos leon',
      nextMilestoneAt: '2026-04-03 08:00:00.000Z',
      isOpen: true,
    });
    expect(record.listRow).toMatchObject({ code: 'OCN20269101', reference: 'PO-ÁRBOL-9101' });
    expect(record.searchText).toContain('tghu9101123');
    // The create's own answer carries them too.
    expect(columnsOf(created).stored).toEqual(columnsOf(record).stored);
  });

  it.each<[ShipmentMode, Record<string, unknown>]>([
    [
      'air',
      { awb: '176-12345675', hawb: 'HW-9102', status: 'Cancelado', airportOfDeparture: 'MEX' },
    ],
    ['land', { ref: 'LND-9103', status: 'Draft', origin: 'Querétaro', deliveryEta: '2026-05-01' }],
  ])('computes them for a %s shipment', async (mode, fields) => {
    const created = await staff.collection(`shipments_${mode}`).create(fields);
    await expectColumnsOfStored(`shipments_${mode}`, created.id);
  });

  it('ignores what a client sends for them, valid or not, and refuses nothing for it', async () => {
    const created = await staff.collection('shipments_ocean').create({
      ...OCEAN,
      shipmentCode: 'OCN20269104',
      searchText: 'forged text',
      listRow: { code: 'FORGED' },
      sortCode: 'aaa',
      statusKey: 'x'.repeat(5000),
      nextMilestoneAt: 'not a date',
      isOpen: 'neither',
      'isOpen+': true,
    });
    const record = await expectColumnsOfStored('shipments_ocean', created.id);
    expect(record.searchText).not.toContain('forged');
    expect(record.listRow.code).toBe('OCN20269104');
  });
});

describe('list columns on update', () => {
  it('follows every change, JSON sub-lists included, and ignores forged values', async () => {
    const ocean = staff.collection('shipments_ocean');
    const created = await ocean.create({ ...OCEAN, shipmentCode: 'OCN20269105' });
    await ocean.update(created.id, {
      operationalStatus: 'Cerrado',
      principal: 'Importadora del Bajío',
      containersList: [{ number: 'MSCU 555000-1' }],
      pickupActual: '',
      searchText: 'forged',
      isOpen: true,
    });
    const record = await expectColumnsOfStored('shipments_ocean', created.id);
    expect(record).toMatchObject({ isOpen: false, clientKey: 'importadora del bajio' });
    expect(record.nextMilestoneAt).toBe('2026-04-01 10:00:00.000Z');
    expect(record.searchText).toContain('mscu5550001');
    expect(record.searchText).not.toContain('tghu');
  });

  it('reads multipart JSON fields as stored, not as the text sent', async () => {
    const air = staff.collection('shipments_air');
    const created = await air.create({ awb: '176-00000001' });
    const form = new FormData();
    form.append('uldsList', JSON.stringify([{ uldNumber: 'AKE 12345 AA' }]));
    form.append('priority', 'Urgente');
    await air.update(created.id, form);
    const record = await expectColumnsOfStored('shipments_air', created.id);
    expect(record.searchText).toContain('ake12345aa');
    expect(record.priorityKey).toBe('urgente');
  });

  it('leaves a record alone when only its computed columns are sent', async () => {
    const ocean = staff.collection('shipments_ocean');
    const created = await ocean.create({ ...OCEAN, shipmentCode: 'OCN20269106' });
    const before = await ocean.getOne(created.id);
    await ocean.update(created.id, { searchText: 'forged', sortCode: '', listRow: null });
    const after = await expectColumnsOfStored('shipments_ocean', created.id);
    expect(after.searchText).toBe(before.searchText);
    expect(after.listRow).toEqual(before.listRow);
  });

  it('keeps the columns of the final row when updates race', async () => {
    const ocean = staff.collection('shipments_ocean');
    const created = await ocean.create({ ...OCEAN, shipmentCode: 'OCN20269107' });
    const values = Array.from({ length: 12 }, (_, i) =>
      i % 2 ? { shipper: `Racer Shipper Q${i}Z` } : { portOfArrival: `Racer Port Q${i}Z` },
    );
    await Promise.all(values.map((body) => ocean.update(created.id, body)));
    const record = await expectColumnsOfStored('shipments_ocean', created.id);
    // The search index follows too: the final values are found, the overwritten ones are not.
    const found = (search: string) =>
      ocean.getList(1, 50, { search, fields: 'id' }).then((page) => page.items.map((it) => it.id));
    expect(await found(`${record.shipper} ${record.portOfArrival}`)).toEqual([created.id]);
    const overwritten = values
      .flatMap((body) => Object.values(body))
      .filter((text) => text !== record.shipper && text !== record.portOfArrival);
    expect(overwritten).toHaveLength(10);
    for (const text of overwritten) expect(await found(text)).toEqual([]);
  });
});

describe('search text of partners and tariff lines', () => {
  it('is kept on create and update, whatever the client sends', async () => {
    const partners = staff.collection('partners');
    const partner = await partners.create({
      displayName: 'Naviera Peñasco',
      contacts: [{ nombre: 'Ana Núñez', email: 'ANA@NAVIERA.MX' }],
      searchText: 'forged',
    });
    expect(partner.searchText).toBe(partnerSearchText(partner));
    const updated = await partners.update(partner.id, { rfc: 'npe010101aa1', searchText: '' });
    expect(updated.searchText).toBe(partnerSearchText(updated));
    expect(updated.searchText).toContain('npe010101aa1');
  });

  it('is kept on tariff lines', async () => {
    const tariffs = staff.collection('tariffs');
    const line = await tariffs.create({
      company: DEMO_IDS.golfo,
      kind: 'sell',
      mode: 'FCL',
      carrier: 'Hapag-Lloyd',
      origin: 'CNSHA',
      destination: 'MXZLO',
      charge: 'Flete marítimo',
      basis: 'container',
      containerType: '45G1',
      currency: 'USD',
      amount: 1900,
      validFrom: '2026-05-01',
      searchText: 'forged',
    });
    expect(line.searchText).toBe(tariffSearchText(line as Parameters<typeof tariffSearchText>[0]));
    const updated = await tariffs.update(line.id, { notes: 'Incluye BAF' });
    expect(updated.searchText).toContain('incluye baf');
  });
});

describe('the demo seed', () => {
  it.each(['shipments_ocean', 'shipments_air', 'shipments_land'])(
    'stores the computed columns of every %s record',
    async (collection) => {
      const records = await ops.collection(collection).getFullList({ batch: 500 });
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        const { stored, expected } = columnsOf(record);
        expect(stored).toEqual(expected);
      }
    },
  );
});
