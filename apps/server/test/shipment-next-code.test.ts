import { afterAll, beforeAll, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, nextShipmentCode } from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';

// Issue 18: the next shipment code comes from the server's highest code of the company, mode
// and year, never from a whole list. `sortCode` orders digit runs as numbers (decision 045), so
// one row answers: OCN202610000 comes after OCN20269999, which text order would put first.
let server: TestServer;
let staff: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
  const ops = await operator(server.url);
  const ocean = staff.collection('shipments_ocean');
  for (const shipmentCode of ['OCN20269999', 'ocn202610000', 'OCN20269', 'OCN202512345'])
    await ocean.create({ shipmentCode });
  // Another company's higher code is none of Golfo's business.
  await ops
    .collection('shipments_ocean')
    .create({ company: DEMO_IDS.plata, shipmentCode: 'OCN202699999' });
});

afterAll(async () => {
  await server.close();
});

/** The web's question: the one highest code of the prefix and year, without a total. */
const highest = (prefix: string, sort = '-sortCode') =>
  staff
    .collection('shipments_ocean')
    .getList(1, 1, {
      filter: `shipmentCode ~ "${prefix}%"`,
      sort,
      skipTotal: true,
      fields: 'shipmentCode',
    })
    .then((page) => page.items[0]?.shipmentCode as string | undefined);

it('gives the highest sequence of the company, mode and year in numeric order', async () => {
  expect(await highest('OCN2026')).toBe('OCN202610000');
  expect(await highest('OCN2025')).toBe('OCN202512345');
  expect(await highest('OCN2024')).toBeUndefined();
  // What text order would answer, and why the sort key exists.
  expect(await highest('OCN2026', '-shipmentCode')).toBe('OCN20269999');
});

it('lets the domain carry on from there', async () => {
  const top = await highest('OCN2026');
  const now = new Date('2026-07-01T12:00:00Z');
  expect(nextShipmentCode({ mode: 'ocean', now, existingCodes: [top] })).toBe('OCN202610001');
});
