import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import { client, operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { subscribeLog } from './realtime-fixtures.ts';

// Locks follow the person (docs/decisions/036): when a user's session ends — they sign out (clear
// their nonce) or a sign-in elsewhere replaces it — the server deletes the shipment locks they
// hold in the same write, pending changes or not, so no colleague waits up to 24 hours for a
// lock nobody holds any more. Nobody else can end a session to free its locks.
let server: TestServer;
let ops: PocketBase;
let bruno: PocketBase; // super@golfo.test, the colleague who wants the shipment
/** While set, deleting a lock fails (a disk error inside the sign-out's write). */
let failLockDeletes = false;

const LOCKS = 'shipment_locks';
const ANA = { email: DEMO_EMAILS.staffGolfo, id: DEMO_IDS.staffGolfo };
const nonce = () => randomBytes(16).toString('hex');

beforeAll(async () => {
  server = await startTestServer();
  ops = await operator(server.url);
  const password = { password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD };
  const users = ops.collection('users');
  await Promise.all([
    users.create({
      email: 'carla@golfo.test',
      company: DEMO_IDS.golfo,
      role: 'staff',
      ...password,
    }),
    users.create({
      email: 'super@plata.test',
      company: DEMO_IDS.plata,
      role: 'rumbo_superuser',
      ...password,
    }),
  ]);
  bruno = await session(DEMO_EMAILS.superGolfo);
  server.core.hooks.onBeforeDelete(({ collection }) => {
    if (failLockDeletes && collection.name === LOCKS) throw new Error('disk full');
  });
});

afterAll(async () => {
  await server.close();
});

/** A client signed in the way the web app signs in: with a session nonce. */
async function session(email: string, sessionNonce = nonce()): Promise<PocketBase> {
  const pb = client(server.url);
  await pb.collection('users').authWithPassword(email, DEMO_PASSWORD, {
    body: { identity: email, password: DEMO_PASSWORD, sessionNonce },
  });
  return pb;
}

async function golfoShipment(): Promise<string> {
  return (await ops.collection('shipments_ocean').create({ company: DEMO_IDS.golfo })).id;
}

/** The caller takes the lock of a new Golfo shipment, as the editor does; returns the shipment. */
async function lockNew(pb: PocketBase, pending = false): Promise<string> {
  const shipmentId = await golfoShipment();
  const auth = pb.authStore.model!;
  await pb.collection(LOCKS).create({
    collection: 'shipments_ocean',
    shipmentId,
    userId: auth.id,
    userName: String(auth.nombreCompleto ?? auth.email),
    lockedAt: new Date().toISOString(),
    hasPendingChanges: pending,
  });
  return shipmentId;
}

/** The shipments whose lock `userId` holds, as the server has them (read by the operator). */
async function lockedBy(userId: string): Promise<string[]> {
  const locks = await ops
    .collection(LOCKS)
    .getFullList({ filter: ops.filter('userId = {:userId}', { userId }), sort: 'shipmentId' });
  return locks.map((lock) => lock.shipmentId as string);
}

const signOut = (pb: PocketBase) =>
  pb.collection('users').update(pb.authStore.model!.id, { activeSessionNonce: '' });

describe('a session that ends takes its locks with it', () => {
  it('signing out deletes every lock the user holds, with pending changes too; colleagues keep theirs', async () => {
    const ana = await session(ANA.email);
    const held = [await lockNew(ana), await lockNew(ana, true)].sort();
    const brunos = await lockNew(bruno);
    expect(await lockedBy(ANA.id)).toEqual(held);

    await signOut(ana);
    // Gone by the time the sign-out answered: the same write, not a later sweep.
    expect(await lockedBy(ANA.id)).toEqual([]);
    expect(await lockedBy(DEMO_IDS.superGolfo)).toContain(brunos);
    // The colleague takes the shipment that had unsaved changes at once, not after 24 hours.
    const taken = await bruno.collection(LOCKS).create({
      collection: 'shipments_ocean',
      shipmentId: held[1],
      userId: DEMO_IDS.superGolfo,
      userName: 'Bruno',
      lockedAt: new Date().toISOString(),
    });
    expect(taken.userId).toBe(DEMO_IDS.superGolfo);
  });

  it('a sign-in on another device deletes the locks of the session it replaces', async () => {
    const ana = await session(ANA.email);
    const held = await lockNew(ana, true);
    const brunos = await lockNew(bruno);
    const anaAgain = await session(ANA.email);
    expect(await lockedBy(ANA.id)).toEqual([]);
    expect(await lockedBy(DEMO_IDS.superGolfo)).toContain(brunos);
    // The new session locks as usual, and its own sign-out frees that lock too.
    await lockNew(anaAgain);
    expect(await lockedBy(ANA.id)).toHaveLength(1);
    await signOut(anaAgain);
    expect(await lockedBy(ANA.id)).toEqual([]);
    expect(await bruno.collection(LOCKS).getFullList()).not.toContainEqual(
      expect.objectContaining({ shipmentId: held }),
    );
  });

  it('a colleague waiting for the shipment hears the lock go (realtime delete)', async () => {
    const ana = await session(ANA.email);
    const shipmentId = await lockNew(ana, true);
    const log = await subscribeLog(bruno, LOCKS, '*');
    try {
      await signOut(ana);
      const event = await log.waitFor(
        (e) => e.action === 'delete' && e.record.shipmentId === shipmentId,
        'the lock delete',
      );
      expect(event.record.userId).toBe(ANA.id);
    } finally {
      await bruno.realtime.unsubscribe();
    }
  });

  it('what does not end the session leaves the locks: a sign-in without a session, a profile save', async () => {
    const ana = await session(ANA.email);
    const held = await lockNew(ana);
    // An API client signing in does not end the person's session (decision 031), nor free its locks.
    await signedIn(server.url, ANA.email);
    const own = await ana.collection('users').getOne(ANA.id);
    await ana.collection('users').update(ANA.id, {
      telefono: '+52 229 555 0101',
      activeSessionNonce: own.activeSessionNonce,
    });
    expect(await lockedBy(ANA.id)).toEqual([held]);
    await signOut(ana);
  });

  it('a sign-out that fails leaves both the session and the locks as they were', async () => {
    const ana = await session(ANA.email);
    const held = await lockNew(ana);
    // The lock release fails inside the sign-out's write (reported as PocketBase reports an
    // unexpected failure, a generic 400): the nonce is not cleared either.
    failLockDeletes = true;
    try {
      expect((await failureOf(signOut(ana))).status).toBe(400);
    } finally {
      failLockDeletes = false;
    }
    expect(await lockedBy(ANA.id)).toEqual([held]);
    expect((await ana.collection('users').getOne(ANA.id)).activeSessionNonce).not.toBe('');
    await signOut(ana);
    expect(await lockedBy(ANA.id)).toEqual([]);
  });
});

describe('nobody ends someone else’s session to free their locks', () => {
  type Caller = { who: string; pb: () => Promise<PocketBase> };
  const callers: Caller[] = [
    { who: 'a staff colleague', pb: () => session('carla@golfo.test') },
    { who: 'the company superuser', pb: async () => bruno },
    { who: 'staff of another company', pb: () => session(DEMO_EMAILS.staffPlata) },
    { who: 'a superuser of another company', pb: () => session('super@plata.test') },
    { who: 'staff of a company without membership', pb: () => session(DEMO_EMAILS.staffVencida) },
    { who: 'nobody signed in', pb: async () => client(server.url) },
  ];

  for (const { who, pb } of callers)
    it(`${who} can neither clear nor replace the nonce, and the locks stay`, async () => {
      const ana = await session(ANA.email);
      const held = await lockNew(ana, true);
      const before = (await ana.collection('users').getOne(ANA.id)).activeSessionNonce;
      const attacker = await pb();
      for (const activeSessionNonce of ['', nonce()]) {
        const failure = await failureOf(
          attacker.collection('users').update(ANA.id, { activeSessionNonce }),
        );
        expect([activeSessionNonce, failure.status]).toEqual([activeSessionNonce, 404]);
      }
      expect(await lockedBy(ANA.id)).toEqual([held]);
      // Ana's session is untouched: her token still works and names the same nonce.
      expect((await ana.collection('users').getOne(ANA.id)).activeSessionNonce).toBe(before);
      await signOut(ana);
    });

  it('a platform admin, who may clear any lock anyway, may end a session, and its locks go', async () => {
    const ana = await session(ANA.email);
    await lockNew(ana);
    const admin = await session(DEMO_EMAILS.admin);
    await admin.collection('users').update(ANA.id, { activeSessionNonce: '' });
    expect(await lockedBy(ANA.id)).toEqual([]);
    expect((await failureOf(ana.collection('users').getOne(ANA.id))).status).toBe(401);
  });
});
