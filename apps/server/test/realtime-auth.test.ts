import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import { client, operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { uniqueMarker } from './isolation-fixtures.ts';
import { QUIET_MS, sleep, subscribeLog, type EventLog } from './realtime-fixtures.ts';

// The identity bound to a realtime client follows its subject (reference §10.3, v0.22.27/44):
// a new password or a deletion de-authenticates the client, other changes keep it current.
let server: TestServer;
let ops: PocketBase;
const sdks: PocketBase[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ops = await operator(server.url);
});

afterAll(async () => {
  for (const pb of sdks) await pb.realtime.unsubscribe();
  await server.close();
});

function track(pb: PocketBase): PocketBase {
  sdks.push(pb);
  return pb;
}

/** Changes a shipment of `company` as the operator; returns its id. */
async function touchShipment(company: string): Promise<string> {
  const created = await ops
    .collection('shipments_ocean')
    .create({ company, reference: uniqueMarker() });
  return created.id;
}

async function expectDelivered(log: EventLog, company: string) {
  const id = await touchShipment(company);
  await log.waitFor((e) => e.record.id === id);
}

async function expectNotDelivered(log: EventLog, company: string) {
  const id = await touchShipment(company);
  await sleep(QUIET_MS);
  expect(log.describe()).not.toContain(`create:${id}`);
}

/** A new Golfo staff member, signed in. */
async function newGolfoUser(): Promise<{ pb: PocketBase; id: string; email: string }> {
  const email = `${uniqueMarker()}@golfo.test`;
  const user = await ops.collection('users').create({
    email,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    company: DEMO_IDS.golfo,
    role: 'staff',
    nombreCompleto: 'Realtime',
  });
  return { pb: track(await signedIn(server.url, email)), id: user.id, email };
}

describe('auth records', () => {
  it('keeps a client current across harmless changes, de-authenticates it on a new password', async () => {
    const { pb, id, email } = await newGolfoUser();
    const log = await subscribeLog(pb, 'shipments_ocean', '*');
    await expectDelivered(log, DEMO_IDS.golfo);
    await pb.collection('users').update(id, { telefono: '555-0199' });
    await expectDelivered(log, DEMO_IDS.golfo);
    const newPassword = `${DEMO_PASSWORD}-2`;
    await pb.collection('users').update(id, {
      oldPassword: DEMO_PASSWORD,
      password: newPassword,
      passwordConfirm: newPassword,
    });
    await expectNotDelivered(log, DEMO_IDS.golfo);
    // No longer bound, the client may authorize again, even as someone else, without a 403.
    await pb.collection('users').authWithPassword(email, newPassword);
    await subscribeLog(pb, 'partners', '*');
    await expectDelivered(log, DEMO_IDS.golfo);
  });

  it('sends a deleted user the delete of its own record, then nothing more', async () => {
    const { pb, id } = await newGolfoUser();
    const users = await subscribeLog(pb, 'users', '*');
    const shipments = await subscribeLog(pb, 'shipments_ocean', '*');
    await expectDelivered(shipments, DEMO_IDS.golfo);
    await ops.collection('users').delete(id);
    const event = await users.waitFor((e) => e.record.id === id);
    expect(event.action).toBe('delete');
    await expectNotDelivered(shipments, DEMO_IDS.golfo);
    // As a guest now, the same client is not refused: its identity was cleared.
    pb.authStore.clear();
    await subscribeLog(pb, 'partners', '*');
  });

  it('leaves other users alone', async () => {
    const staff = track(await signedIn(server.url, DEMO_EMAILS.staffGolfo));
    const log = await subscribeLog(staff, 'shipments_ocean', '*');
    const { id } = await newGolfoUser();
    await ops.collection('users').delete(id);
    await expectDelivered(log, DEMO_IDS.golfo);
  });
});

describe('operators', () => {
  async function newOperator(): Promise<{ pb: PocketBase; id: string }> {
    const email = `${uniqueMarker()}@ops.test`;
    const admin = await ops.admins.create({
      email,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
    });
    const pb = track(client(server.url));
    await pb.admins.authWithPassword(email, DEMO_PASSWORD);
    return { pb, id: admin.id };
  }

  it('de-authenticates a client whose operator gets a new password or is deleted', async () => {
    const changed = await newOperator();
    const deleted = await newOperator();
    const changedLog = await subscribeLog(changed.pb, 'shipments_ocean', '*');
    const deletedLog = await subscribeLog(deleted.pb, 'shipments_ocean', '*');
    await expectDelivered(changedLog, DEMO_IDS.plata);
    await expectDelivered(deletedLog, DEMO_IDS.plata);
    const newPassword = `${DEMO_PASSWORD}-2`;
    await ops.admins.update(changed.id, { password: newPassword, passwordConfirm: newPassword });
    await ops.admins.delete(deleted.id);
    await expectNotDelivered(changedLog, DEMO_IDS.plata);
    await expectNotDelivered(deletedLog, DEMO_IDS.plata);
  });
});
