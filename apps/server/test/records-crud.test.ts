import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  DEMO_EMAILS,
  DEMO_IDS,
  PRODUCT_COLLECTIONS,
  SHIPMENT_LIST_COLUMN_NAMES,
  isMultiValueField,
  type SchemaField,
} from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// Create / read / update / delete as a company member, and the record JSON (reference §4, §5.1).
let server: TestServer;
let staff: PocketBase;
let superGolfo: PocketBase;
let ops: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  [staff, superGolfo, ops] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    signedIn(server.url, DEMO_EMAILS.superGolfo),
    operator(server.url),
  ]);
});

afterAll(async () => {
  await server.close();
});

const RECORD_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SYSTEM_KEYS = ['collectionId', 'collectionName', 'created', 'id', 'updated'];

function schemaOf(name: string): SchemaField[] {
  return PRODUCT_COLLECTIONS.find((c) => c.name === name)!.schema;
}

function zeroOf(field: SchemaField): unknown {
  if (isMultiValueField(field)) return [];
  if (field.type === 'number') return 0;
  if (field.type === 'bool') return false;
  if (field.type === 'json') return null;
  return '';
}

/** Columns the server computes from the others (decision 045): never zero-valued by omission. */
const COMPUTED: ReadonlySet<string> = new Set(SHIPMENT_LIST_COLUMN_NAMES);

/**
 * Every schema field is present; the ones not submitted carry their zero value (§4.1), but for
 * the columns the server computes.
 */
function expectRecordShape(record: Record<string, unknown>, name: string, submitted: string[]) {
  const schema = schemaOf(name);
  expect(Object.keys(record).sort()).toEqual([...SYSTEM_KEYS, ...schema.map((f) => f.name)].sort());
  expect(record.id).toMatch(/^[a-z0-9]{15}$/);
  expect(record.created).toMatch(RECORD_DATE);
  expect(record.updated).toMatch(RECORD_DATE);
  expect(record.collectionName).toBe(name);
  for (const field of schema) {
    if (!submitted.includes(field.name) && !COMPUTED.has(field.name))
      expect([field.name, record[field.name]]).toEqual([field.name, zeroOf(field)]);
  }
}

describe('a partner, start to finish', () => {
  it('creates with the company stamped, reads, updates and deletes', async () => {
    const partners = staff.collection('partners');
    const created = await partners.create({ displayName: 'Naviera del Sur', rol: 'Cliente' });
    expectRecordShape(created, 'partners', ['displayName', 'rol', 'company']);
    expect(created).toMatchObject({
      collectionId: 'rmb_partners___',
      company: DEMO_IDS.golfo,
      displayName: 'Naviera del Sur',
      rol: 'Cliente',
    });
    expect(created.created).toBe(created.updated);
    expect(await partners.getOne(created.id)).toEqual(created);

    const updated = await partners.update(created.id, { razonSocial: 'Naviera del Sur, S.A.' });
    expect(updated).toMatchObject({
      displayName: 'Naviera del Sur',
      razonSocial: 'Naviera del Sur, S.A.',
    });
    expect(updated.created).toBe(created.created);
    expect(updated.updated >= created.updated).toBe(true);

    expect(await partners.delete(created.id)).toBe(true);
    const gone = await failureOf(partners.getOne(created.id));
    expect(gone.status).toBe(404);
    expect((await failureOf(ops.collection('partners').getOne(created.id))).status).toBe(404);
  });

  it('ignores unknown keys instead of storing or echoing them', async () => {
    const created = await staff.collection('partners').create({
      displayName: 'Extra Keys',
      bogus: 'x',
      passwordHash: 'y',
      collectionName: 'users',
    });
    expect(created).not.toHaveProperty('bogus');
    expect(created).not.toHaveProperty('passwordHash');
    expect(created.collectionName).toBe('partners');
    expect(await staff.collection('partners').getOne(created.id)).toEqual(created);
  });
});

describe('a shipment, start to finish', () => {
  it('creates, updates and deletes a land shipment', async () => {
    const land = staff.collection('shipments_land');
    const created = await land.create({
      reference: 'LAND-CRUD-1',
      weightKg: 1200,
      payload: { note: 'x' },
    });
    expectRecordShape(created, 'shipments_land', ['reference', 'weightKg', 'payload', 'company']);
    expect(created).toMatchObject({
      company: DEMO_IDS.golfo,
      weightKg: 1200,
      payload: { note: 'x' },
    });
    const updated = await land.update(created.id, { status: 'En tránsito', volumeM3: 12.5 });
    expect(updated).toMatchObject({
      reference: 'LAND-CRUD-1',
      status: 'En tránsito',
      volumeM3: 12.5,
    });
    await land.delete(created.id);
    expect((await failureOf(land.getOne(created.id))).status).toBe(404);
    expect((await failureOf(land.delete(created.id))).status).toBe(404);
  });

  it('applies number modifiers against the stored value', async () => {
    const land = staff.collection('shipments_land');
    const created = await land.create({ reference: 'LAND-MOD-1', weightKg: 100 });
    expect((await land.update(created.id, { 'weightKg+': 50 })).weightKg).toBe(150);
    expect((await land.update(created.id, { 'weightKg-': 30 })).weightKg).toBe(120);
    expect((await land.getOne(created.id)).weightKg).toBe(120);
  });
});

describe('client-supplied ids', () => {
  it('keeps a 15-character id and refuses it a second time', async () => {
    const id = 'partnercrud0001';
    const created = await staff.collection('partners').create({ id, displayName: 'Own Id' });
    expect(created.id).toBe(id);
    const duplicate = await failureOf(
      staff.collection('partners').create({ id, displayName: 'Own Id Again' }),
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.data.id?.code).toBe('validation_invalid_id');
    expect((await staff.collection('partners').getOne(id)).displayName).toBe('Own Id');
  });

  it("answers an invalid update with PocketBase's update message and field errors", async () => {
    const created = await staff.collection('partners').create({ displayName: 'Valid Partner' });
    const failure = await failureOf(
      staff.collection('partners').update(created.id, { rfc: 'X'.repeat(500) }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Failed to update record.');
    expect(failure.body.data.rfc?.code).toBe('validation_max_text_constraint');
    expect((await staff.collection('partners').getOne(created.id)).rfc).toBe('');
  });

  it('refuses an update that changes the id and accepts one that repeats it', async () => {
    const created = await staff.collection('partners').create({ displayName: 'Id Kept' });
    const failure = await failureOf(
      staff
        .collection('partners')
        .update(created.id, { id: 'partnercrud0999', displayName: 'Moved' }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Failed to update record.');
    expect(failure.body.data.id?.code).toBe('validation_in_invalid');
    expect((await staff.collection('partners').getOne(created.id)).displayName).toBe('Id Kept');
    const same = await staff
      .collection('partners')
      .update(created.id, { id: created.id, displayName: 'Same Id' });
    expect(same).toMatchObject({ id: created.id, displayName: 'Same Id' });
  });

  it.each([
    ['too short', 'short', 'validation_length_invalid'],
    ['with a forbidden character', 'partner/crud/01', 'validation_match_invalid'],
  ])('refuses an id %s', async (_label, id, code) => {
    const failure = await failureOf(
      staff.collection('partners').create({ id, displayName: 'Bad Id' }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.id?.code).toBe(code);
    const found = await ops
      .collection('partners')
      .getList(1, 1, { filter: 'displayName = "Bad Id"' });
    expect(found.totalItems).toBe(0);
  });
});

describe('multi-value relation modifiers', () => {
  it('appends and removes ids on a company superusers list (operator)', async () => {
    const companies = ops.collection('companies');
    const start = await companies.getOne(DEMO_IDS.golfo);
    expect(start.superusers).toEqual([DEMO_IDS.superGolfo]);
    const added = await companies.update(DEMO_IDS.golfo, { 'superusers+': DEMO_IDS.staffGolfo });
    expect(added.superusers).toEqual([DEMO_IDS.superGolfo, DEMO_IDS.staffGolfo]);
    const again = await companies.update(DEMO_IDS.golfo, { 'superusers+': [DEMO_IDS.staffGolfo] });
    expect(again.superusers).toEqual([DEMO_IDS.superGolfo, DEMO_IDS.staffGolfo]);
    const removed = await companies.update(DEMO_IDS.golfo, { 'superusers-': DEMO_IDS.staffGolfo });
    expect(removed.superusers).toEqual([DEMO_IDS.superGolfo]);
  });
});

describe('fields projection and expand', () => {
  it('keeps only the requested keys, on one record and on a list', async () => {
    const list = await staff
      .collection('shipments_ocean')
      .getList(1, 3, { fields: 'id,reference' });
    expect(list).toMatchObject({ page: 1, perPage: 3, totalItems: 67 });
    for (const item of list.items) expect(Object.keys(item).sort()).toEqual(['id', 'reference']);
    const one = await staff
      .collection('shipments_ocean')
      .getOne(list.items[0]!.id, { fields: 'id,reference' });
    expect(one).toEqual(list.items[0]);
  });

  it('reads a list with only the kept columns as it reads the whole records', async () => {
    const kept =
      'id,shipmentCode,costControlRows,containersList,dangerousGoods,created,collectionName';
    const options = { sort: '-portOfLoadDepartureEstimated', filter: 'payload != null' };
    const [whole, cut] = await Promise.all([
      staff.collection('shipments_ocean').getList(1, 40, options),
      staff.collection('shipments_ocean').getList(1, 40, { ...options, fields: kept }),
    ]);
    expect(cut.totalItems).toBe(whole.totalItems);
    const keys = kept.split(',');
    const expected = whole.items.map((item) =>
      Object.fromEntries(keys.map((key) => [key, item[key]])),
    );
    expect(cut.items).toEqual(expected);
  });

  it('keeps email hidden on a list of users asked for it alone', async () => {
    const users = await staff.collection('users').getList(1, 50, { fields: 'id,email' });
    const whole = await staff.collection('users').getList(1, 50);
    expect(users.items).toEqual(
      whole.items.map((user) =>
        'email' in user ? { id: user.id, email: user.email } : { id: user.id },
      ),
    );
    expect(users.items.some((user) => !('email' in user))).toBe(true);
  });

  it('expands a partner company and projects into the expansion', async () => {
    const [partner] = (await staff.collection('partners').getList(1, 1)).items;
    const expanded = await staff
      .collection('partners')
      .getOne(partner!.id, { expand: 'company', fields: 'id,expand.company.name' });
    expect(expanded).toEqual({ id: partner!.id, expand: { company: { name: 'Golfo Logistics' } } });
  });

  it('expands the superusers of a company, hiding emails the caller may not see', async () => {
    const asSuper = await superGolfo
      .collection('companies')
      .getOne(DEMO_IDS.golfo, { expand: 'superusers,superuser' });
    expect(asSuper.expand?.superusers.map((u: { id: string }) => u.id)).toEqual([
      DEMO_IDS.superGolfo,
    ]);
    expect(asSuper.expand?.superuser).toMatchObject({
      id: DEMO_IDS.superGolfo,
      email: DEMO_EMAILS.superGolfo,
    });
    const asStaff = await staff
      .collection('companies')
      .getOne(DEMO_IDS.golfo, { expand: 'superuser' });
    expect(asStaff.expand?.superuser.id).toBe(DEMO_IDS.superGolfo);
    expect(asStaff.expand?.superuser).not.toHaveProperty('email');
  });

  it('leaves out unknown expand paths silently', async () => {
    const [partner] = (await staff.collection('partners').getList(1, 1)).items;
    const record = await staff
      .collection('partners')
      .getOne(partner!.id, { expand: 'nothing,company.nope' });
    expect(record.expand?.company.id).toBe(DEMO_IDS.golfo);
    expect(record.expand).not.toHaveProperty('nothing');
  });
});
