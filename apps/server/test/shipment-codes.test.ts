import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  DEMO_EMAILS,
  DEMO_IDS,
  SHIPMENT_MODES,
  nextShipmentCode,
  type ShipmentMode,
} from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// Issue 5 / SPEC §5: a shipment code is unique per company in each mode's collection. The
// server refuses a duplicate the way PocketBase v0.22 answers a unique index violation, and the
// client then takes the next code.
const NOW = new Date('2026-05-14T15:00:00Z');

let server: TestServer;
let staffGolfo: PocketBase;
let superGolfo: PocketBase;
let staffPlata: PocketBase;
let ops: PocketBase;

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  [staffGolfo, superGolfo, staffPlata, ops] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    signedIn(server.url, DEMO_EMAILS.superGolfo),
    signedIn(server.url, DEMO_EMAILS.staffPlata),
    operator(server.url),
  ]);
  // The seed dates memberships around NOW, but the server judges them on its own clock
  // (docs/decisions/029): keep both companies' memberships open for these tests.
  for (const company of [DEMO_IDS.golfo, DEMO_IDS.plata])
    await ops
      .collection('companies')
      .update(company, { membershipStartAt: '', membershipEndAt: '' });
});

afterAll(async () => {
  await server.close();
});

const collectionOf = (mode: ShipmentMode) => `shipments_${mode}`;

// PocketBase names every schema column of the failed index (forms/record_upsert.go prepareError).
const NOT_UNIQUE = { code: 'validation_not_unique', message: 'Value must be unique.' };
const DUPLICATE_ON = (message: string) => ({
  status: 400,
  body: { code: 400, message, data: { company: NOT_UNIQUE, shipmentCode: NOT_UNIQUE } },
});

/** The next code as the web app computes it: from the codes the caller can see now. */
async function nextCodeAs(pb: PocketBase, mode: ShipmentMode): Promise<string> {
  const records = await pb.collection(collectionOf(mode)).getFullList({ fields: 'shipmentCode' });
  return nextShipmentCode({ mode, now: NOW, existingCodes: records.map((r) => r.shipmentCode) });
}

function createShipment(pb: PocketBase, mode: ShipmentMode, fields: Record<string, unknown>) {
  return pb.collection(collectionOf(mode)).create({ reference: 'PO-CODES', ...fields });
}

/** How many records of the company carry `code` (operator view, rules bypassed). */
async function countWithCode(mode: ShipmentMode, company: string, code: string) {
  const list = await ops.collection(collectionOf(mode)).getList(1, 1, {
    filter: ops.filter('company = {:company} && shipmentCode = {:code}', { company, code }),
  });
  return list.totalItems;
}

describe.each(SHIPMENT_MODES)('%s shipment codes', (mode) => {
  it('a colleague who computed the same code is refused and then takes the next one', async () => {
    const [mine, theirs] = await Promise.all([
      nextCodeAs(staffGolfo, mode),
      nextCodeAs(superGolfo, mode),
    ]);
    expect(theirs).toBe(mine);
    const created = await createShipment(staffGolfo, mode, { shipmentCode: mine });
    expect(created.shipmentCode).toBe(mine);

    expect(await failureOf(createShipment(superGolfo, mode, { shipmentCode: theirs }))).toEqual(
      DUPLICATE_ON('Failed to create record.'),
    );
    const retry = await nextCodeAs(superGolfo, mode);
    expect(Number(retry.slice(-4))).toBe(Number(mine.slice(-4)) + 1);
    const second = await createShipment(superGolfo, mode, { shipmentCode: retry });
    expect(second.shipmentCode).toBe(retry);
    expect(await countWithCode(mode, DEMO_IDS.golfo, mine)).toBe(1);
  });

  it('two people creating at once never share a code: exactly one create wins', async () => {
    const code = await nextCodeAs(staffGolfo, mode);
    const results = await Promise.allSettled([
      createShipment(staffGolfo, mode, { shipmentCode: code }),
      createShipment(superGolfo, mode, { shipmentCode: code }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((r) => r.status === 'rejected');
    expect(rejected?.reason).toMatchObject({
      status: 400,
      response: { data: { shipmentCode: NOT_UNIQUE } },
    });
    expect(await countWithCode(mode, DEMO_IDS.golfo, code)).toBe(1);
  });

  it('another company may use the same code', async () => {
    const code = await nextCodeAs(staffGolfo, mode);
    await createShipment(staffGolfo, mode, { shipmentCode: code });
    const plata = await createShipment(staffPlata, mode, { shipmentCode: code });
    expect(plata.company).toBe(DEMO_IDS.plata);
    expect(plata.shipmentCode).toBe(code);
    expect(await countWithCode(mode, DEMO_IDS.golfo, code)).toBe(1);
    expect(await countWithCode(mode, DEMO_IDS.plata, code)).toBe(1);
  });

  it('shipments without a code (legacy rows, drafts) do not collide', async () => {
    const before = await countWithCode(mode, DEMO_IDS.golfo, '');
    await createShipment(staffGolfo, mode, {});
    await createShipment(staffGolfo, mode, { shipmentCode: '' });
    await createShipment(superGolfo, mode, { shipmentCode: '' });
    expect(await countWithCode(mode, DEMO_IDS.golfo, '')).toBe(before + 3);
  });

  it('changing a code to one a colleague holds is refused and leaves the record as it was', async () => {
    const taken = await nextCodeAs(staffGolfo, mode);
    await createShipment(staffGolfo, mode, { shipmentCode: taken });
    const own = await createShipment(superGolfo, mode, {
      shipmentCode: await nextCodeAs(superGolfo, mode),
    });
    expect(
      await failureOf(
        superGolfo.collection(collectionOf(mode)).update(own.id, { shipmentCode: taken }),
      ),
    ).toEqual(DUPLICATE_ON('Failed to update record.'));
    const stored = await ops.collection(collectionOf(mode)).getOne(own.id);
    expect(stored.shipmentCode).toBe(own.shipmentCode);
    // Saving the record with its own code unchanged is not a duplicate.
    const saved = await superGolfo
      .collection(collectionOf(mode))
      .update(own.id, { shipmentCode: own.shipmentCode, reference: 'PO-KEPT' });
    expect(saved.reference).toBe('PO-KEPT');
  });
});
