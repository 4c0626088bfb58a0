import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { decodeRow } from '../src/core/records/record-codec.ts';
import { exportRecord } from '../src/core/records/record-export.ts';
import { stringifyRecord } from '../src/core/records/raw-json.ts';

// Lists and views of base records are written straight from their stored rows (decision 064).
// Over every business collection of the demo data, the bytes they answer must be the bytes the
// general path (decode → export → serialise) writes for the same rows, whole and with `fields`.
let server: TestServer;
let token: string;
let staffToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const [ops, staff] = await Promise.all([
    operator(server.url),
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
  ]);
  token = ops.authStore.token;
  staffToken = staff.authStore.token;
});

afterAll(async () => {
  await server.close();
});

async function answer(path: string, auth = token): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: { Authorization: auth } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The items of a list answer as their own JSON texts (the answer holds no nested arrays of items). */
function itemTexts(body: string): string[] {
  const items = (JSON.parse(body) as { items: unknown[] }).items;
  return items.map((item) => JSON.stringify(item));
}

async function generalTexts(collectionName: string, ids: string[]): Promise<Map<string, string>> {
  const collection = server.core.collections.find(collectionName)!;
  const texts = new Map<string, string>();
  for (const id of ids) {
    const row = await server.core.db.get(`SELECT * FROM "${collection.name}" WHERE "id" = ?`, [id]);
    const values = decodeRow(collection, row!, false, true);
    texts.set(id, stringifyRecord(exportRecord(collection, values, { showEmail: false })));
  }
  return texts;
}

const BUSINESS = [
  'shipments_ocean',
  'shipments_air',
  'shipments_land',
  'partners',
  'companies',
  'tariffs',
  'notifications',
];

describe('answers written from stored rows', () => {
  it.each(BUSINESS)('%s: every listed record is byte for byte the general path’s', async (name) => {
    const body = await answer(`/api/collections/${name}/records?perPage=200&sort=-created`);
    const page = JSON.parse(body) as { items: { id: string }[] };
    expect(page.items.length).toBeGreaterThan(0);
    const general = await generalTexts(
      name,
      page.items.map((item) => item.id),
    );
    const expected = `[${page.items.map((item) => general.get(item.id)).join(',')}]`;
    const start = body.indexOf('"items":[') + '"items":'.length;
    expect(body.slice(start, -1)).toBe(expected);
    expect(JSON.parse(expected)).toEqual(page.items);
  });

  it.each(BUSINESS)('%s: a view is byte for byte the general path’s', async (name) => {
    const page = JSON.parse(await answer(`/api/collections/${name}/records?perPage=3`)) as {
      items: { id: string }[];
    };
    for (const { id } of page.items) {
      const viewed = await answer(`/api/collections/${name}/records/${id}`);
      expect(viewed).toBe((await generalTexts(name, [id])).get(id));
    }
  });

  it('keeps only the plain keys a fields list names, in the record’s key order', async () => {
    const fields = 'updated,shipmentCode,id,collectionName,missing';
    const body = await answer(
      `/api/collections/shipments_ocean/records?perPage=5&fields=${fields}`,
      staffToken,
    );
    const items = itemTexts(body);
    expect(items.length).toBe(5);
    for (const text of items)
      expect(Object.keys(JSON.parse(text) as object)).toEqual([
        'collectionName',
        'id',
        'shipmentCode',
        'updated',
      ]);
    const id = (JSON.parse(items[0]!) as { id: string }).id;
    const viewed = await answer(
      `/api/collections/shipments_ocean/records/${id}?fields=${fields}`,
      staffToken,
    );
    expect(viewed).toBe(items[0]);
  });

  it('answers an unknown or another company’s record as not found', async () => {
    const response = await fetch(
      `${server.url}/api/collections/shipments_ocean/records/zzzzzzzzzzzzzzz`,
      { headers: { Authorization: staffToken } },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 404,
      message: "The requested resource wasn't found.",
      data: {},
    });
  });
});
