import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import { randomBytes } from 'node:crypto';
import { client, operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { startSecondInstance, type SecondInstance } from './second-instance.ts';

// Several instances on one PostgreSQL database (issue 19): each keeps the collections and the
// settings in memory, and a change made through one applies on the others within one second
// (core/cluster/config-version.ts); sessions, locks and request logs live in the database, so
// they hold whichever instance answers. Instance B starts on instance A's database.
const WITHIN_A_SECOND = { timeout: 1_000, intervals: [50] };

/** The answer's status: 200 when the call succeeds. */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe.runIf(ON_POSTGRES)('a second instance on the same database', () => {
  let a: TestServer;
  let b: SecondInstance;
  let opsA: PocketBase;
  let opsB: PocketBase;
  let warnings: string[] = [];

  beforeAll(async () => {
    a = await startTestServer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    b = await startSecondInstance(a.databaseUrl!, { sharedDataDir: false });
    warnings = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    [opsA, opsB] = await Promise.all([operator(a.url), operator(b.url)]);
  });

  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it('says at start that files on its own disk would not reach the other instances', () => {
    const notice = warnings.find((text) => text.startsWith('Record files are stored'));
    expect(notice).toContain(`${b.dataDir}/storage`);
    expect(notice).toContain('turn on S3 storage');
    expect(notice).toContain('SHARED_DATA_DIR=1');
  });

  it('serves a collection created through the first', async () => {
    const name = 'notas_compartidas';
    expect(await statusOf(opsB.collection(name).getList(1, 1))).toBe(404);
    await opsA.collections.create({
      name,
      schema: [{ name: 'texto', type: 'text', options: {} }],
      listRule: '',
      createRule: '',
    });
    await expect
      .poll(() => statusOf(opsB.collection(name).getList(1, 1)), WITHIN_A_SECOND)
      .toBe(200);
    const created = await opsB.collection(name).create({ texto: 'desde B' });
    expect((await opsA.collection(name).getOne(created.id)).texto).toBe('desde B');
  });

  it('applies a rule changed through the first', async () => {
    const staffB = await signedIn(b.url, DEMO_EMAILS.staffGolfo);
    const listRule = (await opsA.collections.getOne('partners')).listRule;
    expect(await statusOf(staffB.collection('partners').getList(1, 1))).toBe(200);
    await opsA.collections.update('partners', { listRule: null });
    try {
      await expect
        .poll(() => statusOf(staffB.collection('partners').getList(1, 1)), WITHIN_A_SECOND)
        .toBe(403);
    } finally {
      await opsA.collections.update('partners', { listRule });
    }
    await expect
      .poll(() => statusOf(staffB.collection('partners').getList(1, 1)), WITHIN_A_SECOND)
      .toBe(200);
  });

  it('ends a session on one instance when the user signs in through the other (SPEC §4)', async () => {
    const signIn = async (url: string) => {
      const pb = client(url);
      const email = DEMO_EMAILS.staffGolfo;
      const sessionNonce = randomBytes(16).toString('hex');
      await pb.collection('users').authWithPassword(email, DEMO_PASSWORD, {
        body: { identity: email, password: DEMO_PASSWORD, sessionNonce },
      });
      return pb;
    };
    const first = await signIn(a.url);
    expect(await statusOf(first.collection('partners').getList(1, 1))).toBe(200);
    const second = await signIn(b.url);
    expect(await statusOf(first.collection('partners').getList(1, 1))).toBe(401);
    const onB = client(b.url);
    onB.authStore.save(first.authStore.token, first.authStore.model);
    expect(await statusOf(onB.collection('partners').getList(1, 1))).toBe(401);
    expect(await statusOf(second.collection('partners').getList(1, 1))).toBe(200);
  });

  it('gives one shipment lock to one of many people asking through both at once', async () => {
    const shipmentId = 'instanceslock01';
    const body = (user: string) => ({
      company: DEMO_IDS.golfo,
      collection: 'shipments_ocean',
      shipmentId,
      userId: user,
      lockedAt: '2026-11-27 10:00:00.000Z',
    });
    const users = [DEMO_IDS.staffGolfo, DEMO_IDS.superGolfo];
    const attempts = Array.from({ length: 12 }, (_, index) =>
      statusOf(
        [opsA, opsB][index % 2]!.collection('shipment_locks').create(body(users[index % 2]!)),
      ),
    );
    const statuses = await Promise.all(attempts);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 400)).toBe(
      true,
    );
    const held = await opsB
      .collection('shipment_locks')
      .getFullList({ filter: `shipmentId = "${shipmentId}"` });
    expect(held).toHaveLength(1);
  });

  it('gives one shipment code to one of many shipments created through both at once', async () => {
    const code = 'OCN1999000001';
    const attempts = Array.from({ length: 12 }, (_, index) =>
      statusOf(
        [opsA, opsB][index % 2]!.collection('shipments_ocean').create({
          company: DEMO_IDS.golfo,
          shipmentCode: code,
          reference: `RACE-${index}`,
        }),
      ),
    );
    const statuses = await Promise.all(attempts);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 400)).toBe(
      true,
    );
    const stored = await opsB
      .collection('shipments_ocean')
      .getFullList({ filter: `shipmentCode = "${code}"` });
    expect(stored).toHaveLength(1);
    await opsA.collection('shipments_ocean').delete(stored[0]!.id);
  });

  it("shows every instance's requests in the logs", async () => {
    const mark = `instancia${Date.now()}`;
    await client(b.url).send('/api/health', { query: { mark } });
    await b.core.logs.flush();
    const logs = await opsA.logs.getList(1, 10, { filter: `data.url ~ "${mark}"` });
    expect(logs.items).toHaveLength(1);
  });

  it('applies settings changed through the first', async () => {
    await opsA.settings.update({ meta: { appName: 'Rumbo B' } });
    await expect
      .poll(async () => (await opsB.settings.getAll()).meta.appName, WITHIN_A_SECOND)
      .toBe('Rumbo B');
  });
});
