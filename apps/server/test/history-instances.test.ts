import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_IDS } from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { startSecondInstance, type SecondInstance } from './second-instance.ts';
import { binOf, historyOf, restore } from './history-fixtures.ts';

// History and the recycle bin with two instances on one PostgreSQL database (issue 35): the
// entry is written in the change's own transaction, so whichever instance answers, every
// acknowledged change has exactly one entry and the chain of values has no gap.
describe.runIf(ON_POSTGRES)('history across two instances', () => {
  let a: TestServer;
  let b: SecondInstance;
  let opsA: PocketBase;
  let staffA: PocketBase;
  let superB: PocketBase;

  beforeAll(async () => {
    a = await startTestServer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    b = await startSecondInstance(a.databaseUrl!);
    warn.mockRestore();
    [opsA, staffA, superB] = await Promise.all([
      operator(a.url),
      signedIn(a.url, 'staff@golfo.test'),
      signedIn(b.url, 'super@golfo.test'),
    ]);
  });

  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it('keeps one entry per acknowledged save when two people save through both at once', async () => {
    const { items } = await opsA
      .collection('shipments_ocean')
      .getList(1, 1, { filter: `company = "${DEMO_IDS.golfo}"`, sort: 'created' });
    const id = items[0]!.id;
    const before = (await historyOf(opsA, 'shipments_ocean', id)).totalItems;
    const saves = Array.from({ length: 24 }, (_, n) =>
      (n % 2 ? superB : staffA).collection('shipments_ocean').update(id, { notes: `pair ${n}` }),
    );
    const saved = await Promise.allSettled(saves);
    const acknowledged = saved.filter((it) => it.status === 'fulfilled').length;
    expect(acknowledged).toBe(24);

    const page = await historyOf(superB, 'shipments_ocean', id, { perPage: 100 });
    expect(page.totalItems).toBe(before + 24);
    const latest = page.items.slice(0, 24);
    expect(new Set(latest.map((entry) => entry.actor.id))).toEqual(
      new Set([DEMO_IDS.staffGolfo, DEMO_IDS.superGolfo]),
    );
    const chain = [...latest].reverse();
    for (let at = 1; at < chain.length; at++)
      expect(chain[at]!.changes[0]!.before).toBe(chain[at - 1]!.changes[0]!.after);
    const record = await opsA.collection('shipments_ocean').getOne(id);
    expect(record.notes).toBe(latest[0]!.changes[0]!.after);
  });

  it('restores a deleted partner once when both instances are asked at the same moment', async () => {
    const partner = await staffA
      .collection('partners')
      .create({ displayName: 'Two instances, one restore', roles: ['client'] });
    await staffA.collection('partners').delete(partner.id);
    const { items } = await binOf(superB);
    const binned = items.find((item) => item.recordId === partner.id)!;
    const superA = await signedIn(a.url, 'super@golfo.test');
    const answers = await Promise.allSettled([
      restore(superA, binned.id),
      restore(superB, binned.id),
      restore(superA, binned.id),
      restore(superB, binned.id),
    ]);
    expect(answers.filter((it) => it.status === 'fulfilled')).toHaveLength(1);
    const restores = (await historyOf(opsA, 'partners', partner.id)).items.filter(
      (entry) => entry.action === 'restore',
    );
    expect(restores).toHaveLength(1);
    expect((await staffA.collection('partners').getOne(partner.id)).displayName).toBe(
      'Two instances, one restore',
    );
  });
});
