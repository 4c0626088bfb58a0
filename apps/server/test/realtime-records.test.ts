import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { client, operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { uniqueMarker } from './isolation-fixtures.ts';
import {
  QUIET_MS,
  sleep,
  subscribeLog,
  type EventLog,
  type RecordEvent,
} from './realtime-fixtures.ts';

// Record events (reference §10.3): who receives which change of which record, and in what shape.
let server: TestServer;
let ops: PocketBase;
let subscribers: Record<Subscriber, PocketBase>;

type Subscriber = 'staffGolfo' | 'staffPlata' | 'guest' | 'platformAdmin' | 'operator';

beforeAll(async () => {
  server = await startTestServer();
  const [staffGolfo, staffPlata, platformAdmin, operatorSdk, writer] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    signedIn(server.url, DEMO_EMAILS.staffPlata),
    signedIn(server.url, DEMO_EMAILS.admin),
    operator(server.url),
    operator(server.url),
  ]);
  ops = writer;
  const guest = client(server.url);
  subscribers = { staffGolfo, staffPlata, guest, platformAdmin, operator: operatorSdk };
});

afterAll(async () => {
  for (const pb of Object.values(subscribers)) await pb.realtime.unsubscribe();
  await server.close();
});

/** Creates, updates and deletes one shipment of `company` as the operator; returns its id. */
async function churn(company: string): Promise<string> {
  const shipments = ops.collection('shipments_ocean');
  const created = await shipments.create({ company, reference: uniqueMarker() });
  await shipments.update(created.id, { reference: uniqueMarker() });
  await shipments.delete(created.id);
  return created.id;
}

const lifecycle = (id: string) => [`create:${id}`, `update:${id}`, `delete:${id}`];

describe('tenant isolation of shipments_ocean/*', () => {
  it("delivers each company's changes to its own staff and to admins, never to others", async () => {
    const logs = {} as Record<Subscriber, EventLog>;
    for (const name of Object.keys(subscribers) as Subscriber[])
      logs[name] = await subscribeLog(subscribers[name], 'shipments_ocean', '*');
    const golfo = await churn(DEMO_IDS.golfo);
    const plata = await churn(DEMO_IDS.plata);
    const lastDelete = (id: string) => (e: RecordEvent) =>
      e.action === 'delete' && e.record.id === id;
    await logs.staffGolfo.waitFor(lastDelete(golfo));
    for (const name of ['staffPlata', 'platformAdmin', 'operator'] as const)
      await logs[name].waitFor(lastDelete(plata), name);
    await sleep(QUIET_MS);
    expect(logs.staffGolfo.describe()).toEqual(lifecycle(golfo));
    expect(logs.staffPlata.describe()).toEqual(lifecycle(plata));
    expect(logs.guest.describe()).toEqual([]);
    expect(logs.platformAdmin.describe()).toEqual([...lifecycle(golfo), ...lifecycle(plata)]);
    expect(logs.operator.describe()).toEqual([...lifecycle(golfo), ...lifecycle(plata)]);
    for (const pb of Object.values(subscribers)) await pb.realtime.unsubscribe();
  });
});

describe('event shape', () => {
  let staff: PocketBase;

  beforeAll(async () => {
    staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
  });

  afterAll(async () => {
    await staff.realtime.unsubscribe();
  });

  it('sends {action, record} with the record as the REST API returns it', async () => {
    const log = await subscribeLog(staff, 'shipments_ocean', '*');
    const created = await ops
      .collection('shipments_ocean')
      .create({ company: DEMO_IDS.golfo, reference: uniqueMarker() });
    const event = await log.waitFor((e) => e.record.id === created.id);
    expect(event.action).toBe('create');
    expect(event.record).toEqual(await staff.collection('shipments_ocean').getOne(created.id));
    await staff.realtime.unsubscribe();
  });

  it('delivers a single-record topic by its view rule, and only for that record', async () => {
    const [golfoShipment, other] = await Promise.all(
      [1, 2].map(() =>
        ops
          .collection('shipments_ocean')
          .create({ company: DEMO_IDS.golfo, reference: uniqueMarker() }),
      ),
    );
    const plata = await signedIn(server.url, DEMO_EMAILS.staffPlata);
    const mine = await subscribeLog(staff, 'shipments_ocean', golfoShipment!.id);
    const theirs = await subscribeLog(plata, 'shipments_ocean', golfoShipment!.id);
    await ops.collection('shipments_ocean').update(other!.id, { reference: uniqueMarker() });
    await ops.collection('shipments_ocean').update(golfoShipment!.id, { reference: 'Seen' });
    const event = await mine.waitFor((e) => e.action === 'update');
    await sleep(QUIET_MS);
    expect(event.record.reference).toBe('Seen');
    expect(mine.describe()).toEqual([`update:${golfoShipment!.id}`]);
    expect(theirs.describe()).toEqual([]);
    await Promise.all([staff.realtime.unsubscribe(), plata.realtime.unsubscribe()]);
  });

  it('applies the subscription options: filter, expand and fields', async () => {
    const marker = uniqueMarker();
    const filtered = await subscribeLog(staff, 'shipments_ocean', '*', {
      filter: `reference = "${marker}"`,
    });
    const expanded = await subscribeLog(staff, 'shipments_ocean', '*', { expand: 'company' });
    const projected = await subscribeLog(staff, 'shipments_ocean', '*', {
      fields: 'id,reference',
    });
    const forbidden = await subscribeLog(staff, 'shipments_ocean', '*', {
      filter: '@request.auth.id != ""',
    });
    const skipped = await ops
      .collection('shipments_ocean')
      .create({ company: DEMO_IDS.golfo, reference: uniqueMarker() });
    const matching = await ops
      .collection('shipments_ocean')
      .create({ company: DEMO_IDS.golfo, reference: marker });
    await filtered.waitFor((e) => e.record.id === matching.id);
    await expanded.waitFor((e) => e.record.id === matching.id);
    await sleep(QUIET_MS);
    expect(filtered.describe()).toEqual([`create:${matching.id}`]);
    const withCompany = expanded.events.find((e) => e.record.id === skipped.id)!;
    expect(withCompany.record.expand?.company).toMatchObject({ id: DEMO_IDS.golfo });
    expect(projected.events.map((e) => e.record)).toEqual([
      { id: skipped.id, reference: skipped.reference },
      { id: matching.id, reference: marker },
    ]);
    // Non-admins may not filter by @request, so such a subscription receives nothing.
    expect(forbidden.describe()).toEqual([]);
    await staff.realtime.unsubscribe();
  });

  it("evaluates filters as a GET in the realtime context, with the options' query and headers", async () => {
    const operatorSdk = subscribers.operator;
    const request =
      '@request.context = "realtime" && @request.method = "GET" && ' +
      '@request.headers.x_team_name = "ops" && @request.query.shift = "night"';
    const matching = await subscribeLog(operatorSdk, 'shipments_ocean', '*', {
      filter: request,
      shift: 'night',
      headers: { 'X-TeamName': 'ops' },
    });
    const otherHeader = await subscribeLog(operatorSdk, 'shipments_ocean', '*', {
      filter: request,
      shift: 'night',
      headers: { 'X-TeamName': 'dev' },
    });
    const created = await ops
      .collection('shipments_ocean')
      .create({ company: DEMO_IDS.plata, reference: uniqueMarker() });
    await matching.waitFor((e) => e.record.id === created.id);
    await sleep(QUIET_MS);
    expect(otherHeader.describe()).toEqual([]);
    await operatorSdk.realtime.unsubscribe();
  });

  it("shows an auth record's hidden email only to itself, when its manageRule admits it", async () => {
    const superGolfo = await signedIn(server.url, DEMO_EMAILS.superGolfo);
    const fromSuper = await subscribeLog(superGolfo, 'users', '*');
    const fromStaff = await subscribeLog(staff, 'users', '*');
    await ops.collection('users').update(DEMO_IDS.superGolfo, { telefono: '555-0101' });
    await ops.collection('users').update(DEMO_IDS.staffGolfo, { telefono: '555-0102' });
    const own = await fromSuper.waitFor((e) => e.record.id === DEMO_IDS.superGolfo);
    const colleague = await fromSuper.waitFor((e) => e.record.id === DEMO_IDS.staffGolfo);
    const staffOwn = await fromStaff.waitFor((e) => e.record.id === DEMO_IDS.staffGolfo);
    const staffSeesSuper = await fromStaff.waitFor((e) => e.record.id === DEMO_IDS.superGolfo);
    expect(own.record.email).toBe(DEMO_EMAILS.superGolfo);
    expect(colleague.record.email).toBeUndefined();
    expect(staffOwn.record.email).toBeUndefined();
    expect(staffSeesSuper.record.email).toBeUndefined();
    expect(staffOwn.record.telefono).toBe('555-0102');
    await superGolfo.realtime.unsubscribe();
    await staff.realtime.unsubscribe();
  });
});
