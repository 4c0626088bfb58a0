import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type IncomingMessage } from 'node:http';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, FIELD_LIMITS } from '@rumbo/domain';
import { signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// Issue 15 §2: a list answer has a maximum size, refused with a 400 that says how to page, and a
// large allowed answer is served in slices (bench/fairness.bench.ts measures the fairness).
let server: TestServer;
let golfo: PocketBase;

const MARK = 'LIST-SIZE';
const BIG_RECORDS = 20;
/** The largest shipment the field limits allow, near enough: about 0.9 MB stored. */
function largestShipment(index: number) {
  const filler = (bytes: number) => 'x'.repeat(bytes - 100);
  return {
    company: DEMO_IDS.golfo,
    reference: MARK,
    notes: 'n'.repeat(FIELD_LIMITS.longText),
    payload: { index, text: filler(FIELD_LIMITS.largestJson) },
    comments: [{ text: filler(FIELD_LIMITS.listJson) }],
    containersList: [{ text: filler(FIELD_LIMITS.listJson) }],
    costControlRows: [{ text: filler(FIELD_LIMITS.listJson) }],
  };
}

beforeAll(async () => {
  server = await startTestServer();
  golfo = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
  for (let index = 0; index < BIG_RECORDS; index += 1)
    await golfo.collection('shipments_ocean').create(largestShipment(index));
}, 60_000);

afterAll(async () => {
  await server.close();
});

const bigList = (perPage: number, options: Record<string, string> = {}) =>
  golfo
    .collection('shipments_ocean')
    .getList(1, perPage, { filter: `reference = "${MARK}"`, sort: 'created', ...options });

describe('list answer size', () => {
  it('refuses a page over the maximum with a 400 that says how to page', async () => {
    const failure = await failureOf(bigList(BIG_RECORDS));
    expect(failure.status).toBe(400);
    expect(failure.body.data).toEqual({});
    expect(failure.body.message).toMatch(/perPage/);
    expect(failure.body.message).toMatch(/fields/);
  });

  it('serves the same records in smaller pages, in order and whole', async () => {
    const page = await bigList(8);
    expect(page.totalItems).toBe(BIG_RECORDS);
    expect(page.items.map((item) => (item.payload as { index: number }).index)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
    expect((page.items[0]!.comments as { text: string }[])[0]!.text.length).toBe(
      FIELD_LIMITS.listJson - 100,
    );
  });

  it('serves the whole page when fields keeps it small', async () => {
    const page = await bigList(BIG_RECORDS, { fields: 'id,reference' });
    expect(page.items).toHaveLength(BIG_RECORDS);
    expect(Object.keys(page.items[0]!).sort()).toEqual(['id', 'reference']);
  });
});

/** Opens a GET and resolves once the answer's headers are in, its body left unread. */
function openAnswer(path: string, token = golfo.authStore.token): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = get(`${server.url}${path}`, { headers: { Authorization: token } });
    request.once('response', resolve).once('error', reject);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// Large answers give other requests the event loop first between their slices (decision 023):
// which requests count as waiting for an answer is what makes that work.
describe('requests that large answers let go first', () => {
  const bigPage = `/api/collections/shipments_ocean/records?perPage=8&filter=${encodeURIComponent(`reference = "${MARK}"`)}`;

  it('does not count a large answer that is streaming, nor an open realtime stream', async () => {
    const large = await openAnswer(bigPage);
    const stream = await openAnswer('/api/realtime');
    await settle();
    expect(server.core.foreground.count).toBe(0);
    large.destroy();
    stream.destroy();
  });

  it('stops counting every request once it is answered or its client went away', async () => {
    const small = `/api/collections/shipments_ocean/records?perPage=1`;
    const answered = Array.from({ length: 20 }, () => openAnswer(small).then((r) => r.resume()));
    const abandoned = Array.from({ length: 5 }, () => openAnswer(bigPage).then((r) => r.destroy()));
    await Promise.all([...answered, ...abandoned]);
    await settle();
    expect(server.core.foreground.count).toBe(0);
  });

  it('serves the next large answer at once after one was abandoned mid-stream', async () => {
    (await openAnswer(bigPage)).destroy();
    const page = await bigList(8);
    expect(page.items).toHaveLength(8);
  });
});
