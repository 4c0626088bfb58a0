import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import {
  DEMO_EMAILS,
  DEMO_IDS,
  DEMO_PASSWORD,
  SHIPMENT_LOCK_PENDING_TIMEOUT_MS,
  SHIPMENT_LOCK_TIMEOUT_MS,
  acquireShipmentLock,
  type ShipmentLock,
} from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// SPEC §4 Shipment lock, user by user, on the real server: one lock per shipment, it names its
// holder, colleagues read it and may take it over or clear it only once the server finds it
// expired, nobody writes a lock in someone else's name, and other companies never see or touch it.
let server: TestServer;
let ops: PocketBase;
let ana: PocketBase; // staff@golfo.test
let bruno: PocketBase; // super@golfo.test
let carla: PocketBase; // a third Golfo colleague, made for the race
let carlaId: string;
let plata: PocketBase; // staff@plata.test

const LOCKS = 'shipment_locks';
const NOT_FOUND = {
  status: 404,
  body: { code: 404, message: "The requested resource wasn't found.", data: {} },
};

beforeAll(async () => {
  server = await startTestServer();
  ops = await operator(server.url);
  const carlaRecord = await ops.collection('users').create({
    email: 'carla@golfo.test',
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    company: DEMO_IDS.golfo,
    role: 'staff',
    nombreCompleto: 'Carla Golfo',
  });
  carlaId = carlaRecord.id;
  [ana, bruno, carla, plata] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    signedIn(server.url, DEMO_EMAILS.superGolfo),
    signedIn(server.url, 'carla@golfo.test'),
    signedIn(server.url, DEMO_EMAILS.staffPlata),
  ]);
});

afterAll(async () => {
  await server.close();
});

/** A fresh Golfo ocean shipment, so each test has a shipment no other lock points at. */
async function golfoShipment(): Promise<string> {
  return (await ana.collection('shipments_ocean').create({ reference: 'PO-LOCKS' })).id;
}

function lockBody(
  shipmentId: string,
  userId: string,
  userName: string,
  opts: { minutesAgo?: number; pending?: boolean } = {},
) {
  const lockedAt = new Date(Date.now() - (opts.minutesAgo ?? 0) * 60_000).toISOString();
  return {
    collection: 'shipments_ocean',
    shipmentId,
    userId,
    userName,
    lockedAt,
    hasPendingChanges: opts.pending ?? false,
  };
}

/** The shipment's lock as a user reads it when opening the shipment. */
async function readLock(pb: PocketBase, shipmentId: string): Promise<RecordModel> {
  return pb
    .collection(LOCKS)
    .getFirstListItem(
      pb.filter('collection = "shipments_ocean" && shipmentId = {:shipmentId}', { shipmentId }),
    );
}

const asDomainLock = (record: RecordModel): ShipmentLock => ({
  userId: record.userId,
  userName: record.userName,
  lockedAtISO: record.lockedAt,
  hasPendingChanges: record.hasPendingChanges,
});

/** What the web app decides for `userId` opening the shipment with this lock. */
const decide = (record: RecordModel, userId: string, userName: string) =>
  acquireShipmentLock({ lock: asDomainLock(record), userId, userName, now: new Date() });

describe('taking and reading a lock', () => {
  it('a user takes the lock of a shipment of their company', async () => {
    const shipmentId = await golfoShipment();
    const lock = await ana
      .collection(LOCKS)
      .create(lockBody(shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo'));
    expect(lock).toMatchObject({
      company: DEMO_IDS.golfo,
      shipmentId,
      userId: DEMO_IDS.staffGolfo,
      userName: 'Ana Golfo',
      hasPendingChanges: false,
    });
    // The holder renews it (lockedAt, pending changes) without naming anyone else.
    const renewed = await ana
      .collection(LOCKS)
      .update(lock.id, { lockedAt: new Date().toISOString(), hasPendingChanges: true });
    expect(renewed.hasPendingChanges).toBe(true);
  });

  it('a colleague cannot take a held lock: 400 on create, and the lock read names the owner', async () => {
    const shipmentId = await golfoShipment();
    await ana.collection(LOCKS).create(lockBody(shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo'));
    const failure = await failureOf(
      bruno.collection(LOCKS).create(lockBody(shipmentId, DEMO_IDS.superGolfo, 'Bruno Golfo')),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Failed to create record.');
    expect(failure.body.data.shipmentId?.code).toBe('validation_not_unique');

    const seen = await readLock(bruno, shipmentId);
    expect(seen.userId).toBe(DEMO_IDS.staffGolfo);
    expect(decide(seen, DEMO_IDS.superGolfo, 'Bruno Golfo')).toEqual({
      ok: false,
      owner: { userId: DEMO_IDS.staffGolfo, userName: 'Ana Golfo' },
    });
    // The owner's user record is readable by the colleague, so the name can be checked too.
    const owner = await bruno.collection(LOCKS).getOne(seen.id, { expand: 'userId' });
    expect(owner.expand?.userId?.id).toBe(DEMO_IDS.staffGolfo);
  });

  it('the holder deletes the lock on close, and the shipment can be locked again', async () => {
    const shipmentId = await golfoShipment();
    const lock = await ana
      .collection(LOCKS)
      .create(lockBody(shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo'));
    expect(await ana.collection(LOCKS).delete(lock.id)).toBe(true);
    expect((await failureOf(readLock(bruno, shipmentId))).status).toBe(404);
    const next = await bruno
      .collection(LOCKS)
      .create(lockBody(shipmentId, DEMO_IDS.superGolfo, 'Bruno Golfo'));
    expect(next.userId).toBe(DEMO_IDS.superGolfo);
  });
});

/** The operator ages a lock past its server-stamped expiry (as the clock would). */
async function expire(lockId: string): Promise<void> {
  await ops.collection(LOCKS).update(lockId, { expiresAt: '2000-01-01 00:00:00.000Z' });
}

/** What the web app writes to take a lock over. */
const takeOver = (pb: PocketBase, id: string, shipmentId: string, userId: string, name: string) =>
  pb.collection(LOCKS).update(id, lockBody(shipmentId, userId, name));

const minutesFromNow = (value: string) =>
  (Date.parse(value.replace(' ', 'T')) - Date.now()) / 60_000;

describe('the server enforces expiry (SPEC §4)', () => {
  it('stamps each write with its expiry from the server clock, whatever the client sends', async () => {
    const shipmentId = await golfoShipment();
    const lock = await ana.collection(LOCKS).create({
      ...lockBody(shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo', { minutesAgo: 60 }),
      expiresAt: '2000-01-01 00:00:00.000Z',
    });
    expect(minutesFromNow(lock.expiresAt)).toBeGreaterThan(9);
    expect(minutesFromNow(lock.expiresAt)).toBeLessThanOrEqual(SHIPMENT_LOCK_TIMEOUT_MS / 60_000);
    const pending = await ana.collection(LOCKS).update(lock.id, { hasPendingChanges: true });
    expect(minutesFromNow(pending.expiresAt)).toBeGreaterThan(
      SHIPMENT_LOCK_PENDING_TIMEOUT_MS / 60_000 - 1,
    );
  });

  it('a colleague cannot take over or clear a fresh lock, even one whose lockedAt looks old', async () => {
    const shipmentId = await golfoShipment();
    const lock = await ana
      .collection(LOCKS)
      .create(lockBody(shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo', { minutesAgo: 60 }));
    const before = await ops.collection(LOCKS).getOne(lock.id);
    expect(
      await failureOf(takeOver(bruno, lock.id, shipmentId, DEMO_IDS.superGolfo, 'Bruno Golfo')),
    ).toEqual(NOT_FOUND);
    expect(await failureOf(bruno.collection(LOCKS).delete(lock.id))).toEqual(NOT_FOUND);
    expect(await ops.collection(LOCKS).getOne(lock.id)).toEqual(before);
  });

  it('pending changes younger than the ceiling keep the lock from colleagues', async () => {
    const shipmentId = await golfoShipment();
    const lock = await ana
      .collection(LOCKS)
      .create(lockBody(shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo', { pending: true }));
    expect(
      await failureOf(takeOver(bruno, lock.id, shipmentId, DEMO_IDS.superGolfo, 'Bruno Golfo')),
    ).toEqual(NOT_FOUND);
    expect((await readLock(bruno, shipmentId)).userId).toBe(DEMO_IDS.staffGolfo);
  });

  it('once expired, a colleague takes it over and the old holder can no longer renew it', async () => {
    const shipmentId = await golfoShipment();
    const lock = await ana
      .collection(LOCKS)
      .create(lockBody(shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo'));
    await expire(lock.id);
    const seen = await readLock(bruno, shipmentId);
    const taken = await takeOver(bruno, seen.id, shipmentId, DEMO_IDS.superGolfo, 'Bruno Golfo');
    expect(taken.userId).toBe(DEMO_IDS.superGolfo);
    expect(minutesFromNow(taken.expiresAt)).toBeGreaterThan(9);
    const renew = ana.collection(LOCKS).update(lock.id, { lockedAt: new Date().toISOString() });
    expect(await failureOf(renew)).toEqual(NOT_FOUND);
    // Ana, coming back, reads the lock and sees she lost it.
    expect(decide(await readLock(ana, shipmentId), DEMO_IDS.staffGolfo, 'Ana Golfo')).toEqual({
      ok: false,
      owner: { userId: DEMO_IDS.superGolfo, userName: 'Bruno Golfo' },
    });
  });

  it('an expired lock may be cleared by a colleague', async () => {
    const shipmentId = await golfoShipment();
    const lock = await ana
      .collection(LOCKS)
      .create(lockBody(shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo'));
    await expire(lock.id);
    expect(await bruno.collection(LOCKS).delete(lock.id)).toBe(true);
  });

  it('race: of two colleagues taking the same expired lock, exactly one wins (20 rounds)', async () => {
    const shipmentId = await golfoShipment();
    const lock = await carla.collection(LOCKS).create(lockBody(shipmentId, carlaId, 'Carla Golfo'));
    for (let round = 0; round < 20; round++) {
      await ops.collection(LOCKS).update(lock.id, {
        userId: carlaId,
        userName: 'Carla Golfo',
        expiresAt: '2000-01-01 00:00:00.000Z',
      });
      const [byAna, byBruno] = await Promise.allSettled([
        takeOver(ana, lock.id, shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo'),
        takeOver(bruno, lock.id, shipmentId, DEMO_IDS.superGolfo, 'Bruno Golfo'),
      ]);
      const winners = [byAna, byBruno].filter((r) => r.status === 'fulfilled');
      expect(winners).toHaveLength(1);
      const winner = byAna.status === 'fulfilled' ? DEMO_IDS.staffGolfo : DEMO_IDS.superGolfo;
      expect((await ops.collection(LOCKS).getOne(lock.id)).userId).toBe(winner);
    }
  });
});

describe('a lock always names the user who holds it', () => {
  it('nobody creates a lock in a colleague’s name', async () => {
    const shipmentId = await golfoShipment();
    const failure = await failureOf(
      ana.collection(LOCKS).create(lockBody(shipmentId, DEMO_IDS.superGolfo, 'Bruno Golfo')),
    );
    expect(failure.status).toBe(400);
    expect((await failureOf(readLock(ops, shipmentId))).status).toBe(404);
  });

  it('nobody moves a lock into someone else’s name, nor edits a colleague’s lock without taking it', async () => {
    const shipmentId = await golfoShipment();
    const lock = await ana
      .collection(LOCKS)
      .create(lockBody(shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo'));
    const before = await ops.collection(LOCKS).getOne(lock.id);
    const refused: [PocketBase, Record<string, unknown>][] = [
      [ana, { userId: DEMO_IDS.superGolfo }], // the holder hands it to a colleague
      [bruno, { userId: carlaId }], // a colleague moves it to a third one
      [bruno, { userName: 'Bruno Golfo' }], // the owner's name replaced, owner kept
      [bruno, { lockedAt: new Date(0).toISOString() }], // aged on purpose to look expired
      [bruno, { hasPendingChanges: false }],
      [ana, { shipmentId: await golfoShipment() }], // a lock stays on its shipment
      [ana, { collection: 'shipments_air' }],
      [plata, { userId: DEMO_IDS.staffPlata }], // another company
    ];
    for (const [pb, body] of refused)
      expect([body, await failureOf(pb.collection(LOCKS).update(lock.id, body))]).toEqual([
        body,
        NOT_FOUND,
      ]);
    expect(await ops.collection(LOCKS).getOne(lock.id)).toEqual(before);
  });
});

describe('another company', () => {
  it('cannot see, create, change or clear the locks on our shipments', async () => {
    const shipmentId = await golfoShipment();
    const lock = await ana
      .collection(LOCKS)
      .create(lockBody(shipmentId, DEMO_IDS.staffGolfo, 'Ana Golfo'));
    const before = await ops.collection(LOCKS).getOne(lock.id);

    const listed = await plata.collection(LOCKS).getFullList();
    expect(listed.map((it) => it.company)).not.toContain(DEMO_IDS.golfo);
    expect((await failureOf(readLock(plata, shipmentId))).status).toBe(404);
    expect(await failureOf(plata.collection(LOCKS).getOne(lock.id))).toEqual(NOT_FOUND);

    const intoGolfo = await failureOf(
      plata.collection(LOCKS).create({
        ...lockBody(await golfoShipment(), DEMO_IDS.staffPlata, 'Plata'),
        company: DEMO_IDS.golfo,
      }),
    );
    expect(intoGolfo.status).toBe(400);
    expect(await failureOf(plata.collection(LOCKS).update(lock.id, { userName: 'x' }))).toEqual(
      NOT_FOUND,
    );
    expect(await failureOf(plata.collection(LOCKS).delete(lock.id))).toEqual(NOT_FOUND);
    expect(await ops.collection(LOCKS).getOne(lock.id)).toEqual(before);

    // A Plata lock with the same shipment id lives in Plata: it neither blocks nor reveals ours.
    const own = await plata
      .collection(LOCKS)
      .create(lockBody(shipmentId, DEMO_IDS.staffPlata, 'Plata'));
    expect(own.company).toBe(DEMO_IDS.plata);
    expect((await readLock(ana, shipmentId)).id).toBe(lock.id);
  });
});
