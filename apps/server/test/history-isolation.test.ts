import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { HISTORY_COLLECTIONS } from '@rumbo/domain';
import { operator, startTestServer, type TestServer } from './test-server.ts';
import { failureOf, type ApiFailure } from './api-failure.ts';
import { binOf, historyOf, restore } from './history-fixtures.ts';
import {
  CALLERS,
  COLLECTIONS,
  COMPANY_IDS,
  TARIFFS_SPEC,
  createAsOperator,
  createTargets,
  signInCallers,
  type CallerName,
  type CompanyKey,
  type Targets,
} from './isolation-fixtures.ts';

// Tenant isolation of the history route and the recycle bin (issue 35, DESIGN §3), caller by
// caller: a record's history answers exactly what the record itself answers that caller, and
// the bin is a company superuser's (their company's only) or a platform admin's.
let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let targets: Targets;

const COMPANIES: CompanyKey[] = ['golfo', 'plata', 'vencida'];
const TRACKED = [...COLLECTIONS, TARIFFS_SPEC].filter((spec) => spec.name in HISTORY_COLLECTIONS);

beforeAll(async () => {
  server = await startTestServer();
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  targets = await createTargets(ops);
  targets.tariffs = {} as Record<CompanyKey, string>;
  for (const key of COMPANIES)
    targets.tariffs[key] = await createAsOperator(ops, TARIFFS_SPEC, key);
});

afterAll(async () => {
  await server.close();
});

/** The answer of a call: its status, and its body when it failed. */
async function answerOf(call: Promise<unknown>): Promise<{ status: number; body?: unknown }> {
  try {
    await call;
    return { status: 200 };
  } catch {
    const failure: ApiFailure = await failureOf(call);
    return failure;
  }
}

describe('a record’s history answers each caller what the record answers them', () => {
  for (const caller of CALLERS) {
    it(`${caller.label}: every tracked collection, every company`, async () => {
      const pb = callers[caller.name];
      const seen = new Set<number>();
      for (const spec of TRACKED) {
        for (const company of COMPANIES) {
          const id = targets[spec.name]![company];
          const record = await answerOf(pb.collection(spec.name).getOne(id));
          const history = await answerOf(historyOf(pb, spec.name, id));
          expect(history, `${spec.name} of ${company}`).toEqual(record);
          seen.add(history.status);
        }
      }
      // Both answers occur where the rules allow some and refuse others.
      if (caller.company === 'golfo') expect([...seen].sort()).toEqual([200, 404]);
      if (caller.name === 'admin') expect([...seen]).toEqual([200]);
    });
  }

  it('another company’s record gets what an unknown record gets', async () => {
    const staff = callers.staffPlata;
    const foreign = await failureOf(
      historyOf(staff, 'shipments_ocean', targets.shipments_ocean!.golfo),
    );
    const unknown = await failureOf(historyOf(staff, 'shipments_ocean', 'zzzzzzzzzzzzzzz'));
    expect(foreign).toEqual(unknown);
    expect(foreign.status).toBe(404);
  });

  it('what a caller may read carries entries, and nobody can write one through the API', async () => {
    const { items } = await historyOf(callers.staffGolfo, 'partners', targets.partners!.golfo);
    expect(items.length).toBeGreaterThan(0);
    for (const caller of CALLERS) {
      const pb = callers[caller.name];
      const id = targets.partners!.golfo;
      for (const method of ['POST', 'PATCH', 'DELETE']) {
        const failure = await failureOf(pb.send(`/api/history/partners/${id}`, { method }));
        expect(failure.status, `${caller.label} ${method}`).toBe(404);
      }
    }
    expect((await historyOf(ops, 'partners', targets.partners!.golfo)).totalItems).toBe(
      items.length,
    );
  });
});

describe('the recycle bin, caller by caller', () => {
  let binned: Record<'golfo' | 'plata', string>;

  beforeAll(async () => {
    const entries = await Promise.all(
      (['golfo', 'plata'] as const).map(async (key) => {
        const id = await createAsOperator(
          ops,
          COLLECTIONS.find((s) => s.name === 'partners')!,
          key,
        );
        await ops.collection('partners').delete(id);
        const { items } = await binOf(ops, { company: COMPANY_IDS[key] });
        return [key, items.find((item) => item.recordId === id)!.id] as const;
      }),
    );
    binned = Object.fromEntries(entries) as Record<'golfo' | 'plata', string>;
  });

  const LISTS: Record<CallerName, number | 'own' | 'all'> = {
    guest: 401,
    admin: 'all',
    superGolfo: 'own',
    staffGolfo: 403,
    staffPlata: 403,
    staffVencida: 403,
  };

  for (const caller of CALLERS) {
    it(`${caller.label} lists ${String(LISTS[caller.name])}, and restores only what it lists`, async () => {
      const pb = callers[caller.name];
      const expected = LISTS[caller.name];
      if (typeof expected === 'number') {
        expect((await failureOf(binOf(pb))).status).toBe(expected);
        expect((await failureOf(binOf(pb, { company: COMPANY_IDS.plata }))).status).toBe(expected);
        expect((await failureOf(restore(pb, binned.golfo))).status).toBe(expected);
        return;
      }
      const { items } = await binOf(pb, { company: COMPANY_IDS.plata });
      const companies = new Set(items.map((item) => item.company));
      if (expected === 'own') {
        // `?company=` cannot widen a superuser's bin to another company.
        const own = await binOf(pb);
        expect([...new Set(own.items.map((item) => item.company))]).toEqual([COMPANY_IDS.golfo]);
        expect(items.every((item) => item.company === COMPANY_IDS.golfo)).toBe(true);
        expect((await failureOf(restore(pb, binned.plata))).status).toBe(404);
      } else {
        expect([...companies]).toEqual([COMPANY_IDS.plata]);
      }
    });
  }

  it('a refused restore leaves the item in the bin; the one allowed brings it back once', async () => {
    const plata = await binOf(ops, { company: COMPANY_IDS.plata });
    expect(plata.items.some((item) => item.id === binned.plata)).toBe(true);
    const restored = await restore(callers.superGolfo, binned.golfo);
    expect(restored.record.company).toBe(COMPANY_IDS.golfo);
    expect((await failureOf(restore(callers.admin, binned.golfo))).status).toBe(404);
    await restore(callers.admin, binned.plata);
    expect((await failureOf(restore(callers.superGolfo, binned.plata))).status).toBe(404);
  });
});
