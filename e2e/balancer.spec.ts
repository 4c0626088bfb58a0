import { EventSource } from 'eventsource';
import type PocketBase from 'pocketbase';
import type { RecordModel, RecordSubscription } from 'pocketbase';
import { expect, submitLogin, test } from './fixtures.ts';
import { startBalancedCluster, type BalancedCluster } from './balanced-cluster.ts';
import { signedInSdk } from './sdk-clients.ts';
import { LOADED, patient } from './patience.ts';

// Three product instances on one PostgreSQL database behind Debian's nginx, round robin (issue
// 19, README "Scaling out"). The SDK and the browser know only the balancer's address.

// The SDK's realtime service opens a global EventSource, which Node does not have.
globalThis.EventSource = EventSource as unknown as typeof globalThis.EventSource;

test.describe.configure({ mode: 'serial', timeout: patient(90_000) });

const STAFF = 'staff@golfo.test';
// The SDK side signs in as another Golfo user: a second sign-in of the browser's user would
// end the browser's session (SPEC §4).
const COLLEAGUE = 'super@golfo.test';
const SUBSCRIBERS = 6;

let cluster: BalancedCluster;

test.beforeAll(async () => {
  test.setTimeout(patient(120_000));
  cluster = await startBalancedCluster(3);
});

test.afterAll(async () => {
  await cluster?.stop();
});

type Heard = RecordSubscription<RecordModel>;

/** SDK clients, each with a realtime stream of its own, hearing Golfo's partners. */
async function subscribers(count: number): Promise<{ clients: PocketBase[]; heard: Heard[][] }> {
  const clients: PocketBase[] = [];
  const heard: Heard[][] = [];
  for (let i = 0; i < count; i++) {
    const pb = await signedInSdk(cluster.url, COLLEAGUE);
    const log: Heard[] = [];
    await pb.collection('partners').subscribe('*', (event) => log.push(event));
    clients.push(pb);
    heard.push(log);
  }
  return { clients, heard };
}

const heardName = (log: Heard[], name: string) =>
  log.some((event) => event.record.displayName === name);

test('a change written through one instance reaches the streams held by the others', async () => {
  const { clients, heard } = await subscribers(SUBSCRIBERS);
  try {
    // Round robin spread the streams over the three instances.
    await expect.poll(() => cluster.streamsByInstance()).toHaveLength(3);
    const writer = await signedInSdk(cluster.url, COLLEAGUE);
    const name = `Naviera balanceada ${Date.now()}`;
    await writer.collection('partners').create({ displayName: name });
    await expect
      .poll(() => heard.filter((log) => heardName(log, name)).length, LOADED)
      .toBe(SUBSCRIBERS);
  } finally {
    for (const pb of clients) await pb.realtime.unsubscribe();
  }
});

test('kill -9 of an instance mid-traffic loses no acknowledged write; its streams come back', async () => {
  const { clients, heard } = await subscribers(SUBSCRIBERS);
  try {
    await expect.poll(() => cluster.streamsByInstance()).toHaveLength(3);
    const writer = await signedInSdk(cluster.url, COLLEAGUE);
    const run = Date.now();
    const acknowledged: string[] = [];
    let failed = 0;
    let writing = true;
    const writeLoop = async (loop: number) => {
      for (let i = 0; writing; i++) {
        try {
          const record = await writer
            .collection('partners')
            .create({ displayName: `Carga ${run}-${loop}-${i}` }, { requestKey: null });
          acknowledged.push(record.id);
        } catch {
          failed++;
        }
      }
    };
    const loops = Array.from({ length: 4 }, (_, loop) => writeLoop(loop));
    await expect.poll(() => acknowledged.length).toBeGreaterThan(20);
    const victim = cluster.instances[1]!;
    await cluster.kill(victim);
    const atKill = acknowledged.length;
    await expect.poll(() => acknowledged.length, LOADED).toBeGreaterThan(atKill + 40);
    writing = false;
    await Promise.all(loops);

    // Every write that was answered is there, read back through the balancer.
    const stored = await writer.collection('partners').getFullList({
      filter: writer.filter('displayName ~ {:run}', { run: `Carga ${run}-` }),
      fields: 'id',
      requestKey: null,
    });
    const storedIds = new Set(stored.map((record) => record.id));
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    // A write cut off by the kill was never acknowledged: it may or may not have been stored.
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(stored.length).toBeLessThanOrEqual(acknowledged.length + failed);

    // The streams the dead instance held reconnect through the balancer and hear the next
    // change: each subscriber hears one written after the kill.
    const after = `Después del corte ${run}`;
    await expect
      .poll(async () => {
        await writer.collection('partners').create({ displayName: `${after} ${Date.now()}` });
        return heard.filter((log) =>
          log.some((event) => String(event.record.displayName).startsWith(after)),
        ).length;
      }, LOADED)
      .toBe(SUBSCRIBERS);
    expect(await cluster.streamsByInstance()).toHaveLength(2);
  } finally {
    for (const pb of clients) await pb.realtime.unsubscribe().catch(() => undefined);
  }
});

test('the web app works through the balancer: sign-in, lists, save, a colleague live', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${cluster.url}/login`);
  await submitLogin(page, { email: STAFF });
  await expect(page).toHaveURL(/\/dashboard/, LOADED);
  const colleague = await signedInSdk(cluster.url, COLLEAGUE);

  // A partner saved from its form.
  await page.goto(`${cluster.url}/dashboard/partners`);
  const partners = page.getByRole('table', { name: 'Partners' });
  await expect(partners.locator('[role=row][aria-rowindex="2"]')).toBeVisible(LOADED);
  const name = `Proveedor balanceado ${Date.now()}`;
  await page.getByRole('button', { name: 'New partner' }).click();
  const form = page.getByRole('dialog', { name: /partner/i });
  await form.getByRole('textbox', { name: 'Display name' }).fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Partner ${name} saved.`)).toBeVisible(LOADED);
  const saved = await colleague.collection('partners').getFullList({
    filter: colleague.filter('displayName = {:name}', { name }),
  });
  expect(saved).toHaveLength(1);

  // A colleague's new shipment appears in the list live, and its change too.
  await page.goto(`${cluster.url}/dashboard/shipments/ocean`);
  const grid = page.getByRole('grid', { name: 'Ocean shipments' });
  await expect(grid.locator('[role=row][data-index]').first()).toBeVisible(LOADED);
  const reference = `E2E-BALANCER-${Date.now()}`;
  const created = await colleague.collection('shipments_ocean').create({
    ref: reference,
    shipper: 'Balanced Shipper SA',
    consignee: 'Balanced Consignee SA',
    operationalStatus: 'In creation',
  });
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('In creation', LOADED);
  await colleague.collection('shipments_ocean').update(created.id, {
    operationalStatus: 'In progress',
  });
  await expect(row).toContainText('In progress', LOADED);
  await colleague.collection('shipments_ocean').delete(created.id);
});
