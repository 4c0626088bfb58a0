import net from 'node:net';
import { afterAll, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { operator, signedIn, type TestServer } from './test-server.ts';
import { uniqueMarker } from './isolation-fixtures.ts';
import { startServerIn, subscribeLog, temporaryDataDir } from './realtime-fixtures.ts';

// Nothing survives a restart on the server (reference §10.3: no persistence, no replay); the SDK
// reconnects with backoff (200 ms … 2 s), gets a new client id and submits its topics again.
const RECONNECT_TIMEOUT_MS = 20_000;
let server: TestServer | undefined;
let staff: PocketBase | undefined;

afterAll(async () => {
  await staff?.realtime.unsubscribe();
  await server?.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

it('delivers again after the server restarts on the same port and data', async () => {
  const dataDir = temporaryDataDir();
  const port = await freePort();
  server = await startServerIn(dataDir, { port, removeOnClose: false });
  staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
  const log = await subscribeLog(staff, 'shipments_ocean', '*');
  const connects: string[] = [];
  await staff.realtime.subscribe('PB_CONNECT', (data: { clientId: string }) => {
    connects.push(data.clientId);
  });
  const firstClientId = staff.realtime.clientId;

  await server.close();
  server = await startServerIn(dataDir, { port, seed: false });
  await expect
    .poll(() => connects.length, { timeout: RECONNECT_TIMEOUT_MS, interval: 100 })
    .toBeGreaterThan(0);
  expect(connects[0]).not.toBe(firstClientId);
  expect(server.core.realtime.hasClient(connects[0]!)).toBe(true);

  const ops = await operator(server.url);
  const shipment = await ops
    .collection('shipments_ocean')
    .create({ company: DEMO_IDS.golfo, reference: uniqueMarker() });
  const event = await log.waitFor((e) => e.record.id === shipment.id);
  expect(event.action).toBe('create');
});
