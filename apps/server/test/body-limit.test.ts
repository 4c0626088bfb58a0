import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS } from '@rumbo/domain';
import { signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf, rawRequest } from './api-failure.ts';
import { fileOf, pdfBytes } from './file-fixtures.ts';

// The body limit agrees with the largest file a field accepts; a larger body is a 413.
let server: TestServer;
let golfo: PocketBase;
let shipmentId = '';

const MB = 1024 * 1024;
const TOO_LARGE = { code: 413, message: 'Request entity too large.', data: {} };

beforeAll(async () => {
  server = await startTestServer();
  golfo = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
  shipmentId = (await golfo.collection('shipments_ocean').getList(1, 1)).items[0]!.id;
});

afterAll(async () => {
  await server.close();
});

const shipments = () => golfo.collection('shipments_ocean');
const bodyLimit = () => server.app.initialConfig.bodyLimit!;
const pdfOf = (size: number) => Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length)]);

async function serverStillServes() {
  expect((await rawRequest(`${server.url}/api/health`)).status).toBe(200);
  expect((await shipments().getOne(shipmentId)).id).toBe(shipmentId);
}

// A refused body is still sent whole before its answer is read: on a busy two-core machine the
// 26 MB of the 413 cases took up to 40 s in a full run (under 1 s alone), so they get more time.
const SENDS_THE_WHOLE_BODY = { timeout: 90_000 };

describe('the body limit', () => {
  it('leaves room for the largest file any field accepts, with its form around it', () => {
    const sizes = server.core.collections
      .list()
      .flatMap((collection) => collection.schema)
      .filter((field) => field.type === 'file')
      .map((field) => Number(field.options.maxSize));
    expect(Math.max(...sizes)).toBe(20 * MB);
    for (const size of sizes) expect(size + MB).toBeLessThanOrEqual(bodyLimit());
  });

  it('accepts a 19 MB document in the 20 MB documents field', async () => {
    const document = pdfOf(19 * MB);
    const updated = await shipments().update(shipmentId, {
      documentFiles: [fileOf(document, 'BL escaneado.pdf', 'application/pdf')],
    });
    expect(updated.documentFiles).toHaveLength(1);
  });

  it(
    'answers 413 in PocketBase shape to a JSON body over the limit',
    SENDS_THE_WHOLE_BODY,
    async () => {
      const body = JSON.stringify({ notes: 'x'.repeat(bodyLimit() + 1) });
      const response = await rawRequest(`${server.url}/api/collections/shipments_ocean/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: golfo.authStore.token },
        body,
      });
      expect(response.status).toBe(413);
      expect(response.json).toEqual(TOO_LARGE);
      await serverStillServes();
    },
  );

  it(
    'answers 413 to a multipart body over the limit, each file within its field',
    SENDS_THE_WHOLE_BODY,
    async () => {
      const half = Math.ceil(bodyLimit() / 2) + MB;
      const parts = [fileOf(pdfOf(half), 'uno.pdf'), fileOf(pdfOf(half), 'dos.pdf')];
      const failure = await failureOf(shipments().update(shipmentId, { documentFiles: parts }));
      expect(failure.status).toBe(413);
      expect(failure.body).toEqual(TOO_LARGE);
      await serverStillServes();
    },
  );
});
