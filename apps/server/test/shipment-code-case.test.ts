import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS } from '@rumbo/domain';
import { signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { upperCaseShipmentCodes } from '../src/migrations/upper-case-shipment-codes.ts';

// SPEC §5: a shipment code is unique per company whatever its case. The server stores codes
// upper-cased (docs/decisions/030), and upper-cases those of an older database at start.
let server: TestServer;
let staff: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
});

afterAll(async () => {
  await server.close();
});

const land = () => staff.collection('shipments_land');

describe('shipment codes regardless of case', () => {
  it('stores a code upper-cased and refuses the same code in another case', async () => {
    const created = await land().create({ reference: 'case-1', shipmentCode: ' lnd20269901 ' });
    expect(created.shipmentCode).toBe('LND20269901');
    for (const code of ['LND20269901', 'lnd20269901', 'Lnd20269901']) {
      const failure = await failureOf(land().create({ reference: 'case-2', shipmentCode: code }));
      expect(failure.status).toBe(400);
      expect(failure.body.data.shipmentCode?.code).toBe('validation_not_unique');
    }
    const other = await land().create({ reference: 'case-3', shipmentCode: 'LND20269902' });
    const renamed = await failureOf(land().update(other.id, { shipmentCode: 'lnd20269901' }));
    expect(renamed.body.data.shipmentCode?.code).toBe('validation_not_unique');
    expect((await land().getOne(other.id)).shipmentCode).toBe('LND20269902');
    expect((await land().update(other.id, { shipmentCode: 'lnd20269903' })).shipmentCode).toBe(
      'LND20269903',
    );
  });

  it('upper-cases the codes of an older database, leaving a colliding one with a warning', async () => {
    const a = await land().create({ reference: 'old-1', shipmentCode: 'LND20269911' });
    const b = await land().create({ reference: 'old-2', shipmentCode: 'LND20269912' });
    const c = await land().create({ reference: 'old-3', shipmentCode: 'LND20269913' });
    // As an older release stored them: in lower case, one of them colliding with c.
    const { db } = server.core;
    await db.run('UPDATE "shipments_land" SET "shipmentCode" = ? WHERE "id" = ?', [
      'lnd20269911',
      a.id,
    ]);
    await db.run('UPDATE "shipments_land" SET "shipmentCode" = ? WHERE "id" = ?', [
      'lnd20269913',
      b.id,
    ]);
    const warnings: string[] = [];
    await upperCaseShipmentCodes(db, (message) => warnings.push(message));
    expect((await land().getOne(a.id)).shipmentCode).toBe('LND20269911');
    expect((await land().getOne(b.id)).shipmentCode).toBe('lnd20269913');
    expect((await land().getOne(c.id)).shipmentCode).toBe('LND20269913');
    expect(warnings).toEqual([expect.stringContaining(b.id)]);
  });
});
