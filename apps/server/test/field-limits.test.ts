import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD, FIELD_LIMITS } from '@rumbo/domain';
import { startServer } from '../src/start-server.ts';
import { client, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { TEST_BCRYPT_COST } from './test-passwords.ts';
import { databaseFor } from './test-engine.ts';
import { failureOf } from './api-failure.ts';

// Issue 15 §2: every field of the product collections has a maximum, answered with
// PocketBase's validation codes, and a refused write leaves the stored record as it was.
let server: TestServer;
let staff: PocketBase;
let shipmentId: string;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
  const page = await staff
    .collection('shipments_ocean')
    .getList(1, 1, { filter: `company = "${DEMO_IDS.golfo}"` });
  shipmentId = page.items[0]!.id;
});

afterAll(async () => {
  await server.close();
});

const shipments = () => staff.collection('shipments_ocean');

describe('text maximums', () => {
  it('refuse a reference longer than its maximum with validation_max_text_constraint', async () => {
    const before = await shipments().getOne(shipmentId);
    const failure = await failureOf(
      shipments().update(shipmentId, {
        blNumber: 'B'.repeat(FIELD_LIMITS.code + 1),
        vessel: 'Kept out too',
      }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toMatch(/^[A-Z].*\.$/);
    expect(failure.body.data.blNumber?.code).toBe('validation_max_text_constraint');
    const after = await shipments().getOne(shipmentId);
    expect(after.blNumber).toBe(before.blNumber);
    expect(after.vessel).toBe(before.vessel);
  });

  it('count characters, not bytes, and accept a text at its maximum', async () => {
    const notes = 'ñ'.repeat(FIELD_LIMITS.longText);
    const saved = await shipments().update(shipmentId, { notes });
    expect(saved.notes).toBe(notes);
  });
});

describe('JSON maximums', () => {
  it('refuse a JSON value over maxSize with validation_json_size_limit', async () => {
    const comments = [{ text: 'x'.repeat(FIELD_LIMITS.listJson) }];
    const failure = await failureOf(shipments().update(shipmentId, { comments }));
    expect(failure.status).toBe(400);
    expect(failure.body.message).toMatch(/^[A-Z].*\.$/);
    expect(failure.body.data.comments?.code).toBe('validation_json_size_limit');
  });

  it('measure JSON in bytes, as PocketBase does', async () => {
    // Fewer characters than the limit, more bytes: 'é' is two bytes in UTF-8.
    const payload = { notes: 'é'.repeat(FIELD_LIMITS.largestJson * 0.75) };
    const before = await shipments().getOne(shipmentId);
    const failure = await failureOf(shipments().update(shipmentId, { payload }));
    expect(failure.status).toBe(400);
    expect(failure.body.data.payload?.code).toBe('validation_json_size_limit');
    expect((await shipments().getOne(shipmentId)).payload).toEqual(before.payload);
  });
});

describe('a database made before the limits', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-field-limits-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = async (seed: boolean) =>
    startServer({
      dataDir,
      ...(await databaseFor(dataDir, { seeded: false })),
      host: '127.0.0.1',
      port: 0,
      seed,
      bcryptCost: TEST_BCRYPT_COST,
    });

  it('gets the limits on start and still reads records stored over them', async () => {
    const first = await start(true);
    // As an older version left it: blNumber without a maximum, and a record stored over it.
    const ops = client(first.url);
    await ops.admins.authWithPassword('ops@rumbo.test', DEMO_PASSWORD);
    const collection = await ops.collections.getOne('shipments_ocean');
    const unbounded = collection.schema.map((field) =>
      field.name === 'blNumber' ? { ...field, options: { ...field.options, max: null } } : field,
    );
    await ops.collections.update('shipments_ocean', { ...collection, schema: unbounded });
    const key = `migrations.collection.${collection.id}`;
    const applied = (await first.core.db.get<{ value: string }>(
      'SELECT "value" FROM "_params" WHERE "key" = ?',
      [key],
    ))!;
    const old = JSON.parse(applied.value) as { schema: { name: string; options: object }[] };
    for (const field of old.schema)
      if (field.name === 'blNumber') field.options = { ...field.options, max: null };
    await first.core.db.run('UPDATE "_params" SET "value" = ? WHERE "key" = ?', [
      JSON.stringify(old),
      key,
    ]);
    const long = 'L'.repeat(5000);
    const [row] = (await ops.collection('shipments_ocean').getList(1, 1)).items;
    await ops.collection('shipments_ocean').update(row!.id, { blNumber: long });
    await first.close();

    const second = await start(false);
    try {
      const again = client(second.url);
      await again.admins.authWithPassword('ops@rumbo.test', DEMO_PASSWORD);
      const field = (await again.collections.getOne('shipments_ocean')).schema.find(
        (f) => f.name === 'blNumber',
      );
      expect(field?.options.max).toBe(FIELD_LIMITS.code);
      expect((await again.collection('shipments_ocean').getOne(row!.id)).blNumber).toBe(long);
      const listed = await again
        .collection('shipments_ocean')
        .getList(1, 50, { filter: `id = "${row!.id}"` });
      expect(listed.items[0]?.blNumber).toBe(long);
      const failure = await failureOf(
        again.collection('shipments_ocean').create({
          company: DEMO_IDS.golfo,
          blNumber: long,
        }),
      );
      expect(failure.body.data.blNumber?.code).toBe('validation_max_text_constraint');
    } finally {
      await second.close();
    }
  });
});
