import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS } from '@rumbo/domain';
import { client, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { download, fileOf, pdfBytes } from './file-fixtures.ts';

// Shipment documents are protected files: only the owning company (and admins) may fetch them.
let server: TestServer;
let golfo: PocketBase;
let plata: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  [golfo, plata] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    signedIn(server.url, DEMO_EMAILS.staffPlata),
  ]);
});

afterAll(async () => {
  await server.close();
});

describe('shipment documents', () => {
  it('are uploaded to a shipment and served only to its company', async () => {
    const [shipment] = (await golfo.collection('shipments_ocean').getList(1, 1)).items;
    const updated = await golfo.collection('shipments_ocean').update(shipment!.id, {
      documentFiles: [fileOf(pdfBytes('BL MSCU'), 'BL MSCU1234567.pdf')],
    });
    expect(updated.documentFiles).toHaveLength(1);
    expect(updated.documentFiles[0]).toMatch(/^bl_mscu1234567_[A-Za-z0-9]{10}\.pdf$/);

    const urlWith = async (pb: PocketBase) =>
      client(server.url).files.getUrl(updated, updated.documentFiles[0], {
        token: await pb.files.getToken(),
      });
    const own = await download(await urlWith(golfo));
    expect(own.status).toBe(200);
    expect(own.body.toString()).toContain('BL MSCU');
    expect((await download(await urlWith(plata))).status).toBe(403);
    expect(
      (await download(client(server.url).files.getUrl(updated, updated.documentFiles[0]))).status,
    ).toBe(403);
  });
});
