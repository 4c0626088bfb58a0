import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { operator, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import {
  CALLERS,
  COMPANY_IDS,
  TARIFFS_SPEC,
  countMarked,
  signInCallers,
  uniqueMarker,
  type CallerName,
  type CompanyKey,
} from './isolation-fixtures.ts';

// Tariffs (SPEC §6, DESIGN §3): company-owned records, and refused outright to users of a
// silver-plan company, their own company's lines included. Checked caller by caller against
// what the operator (who bypasses rules) sees.
let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
/** One tariff line per company; Plata's is made by the operator, since Plata cannot. */
const lineOf = {} as Record<CompanyKey, string>;

beforeAll(async () => {
  server = await startTestServer();
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  for (const key of ['golfo', 'plata', 'vencida'] as const) lineOf[key] = await newLine(key);
});

afterAll(async () => {
  await server.close();
});

const NOT_FOUND = {
  status: 404,
  body: { code: 404, message: "The requested resource wasn't found.", data: {} },
};
const CREATE_REFUSED = {
  status: 400,
  body: { code: 400, message: 'Failed to create record.', data: {} },
};
const tariffs = (pb: PocketBase) => pb.collection('tariffs');
const ids = (records: RecordModel[]) => records.map((r) => r.id).sort();

async function newLine(company: CompanyKey): Promise<string> {
  const body = TARIFFS_SPEC.body({
    company: COMPANY_IDS[company],
    user: '',
    marker: uniqueMarker(),
  });
  return (await tariffs(ops).create(body)).id;
}

/** What each caller may reach: a company's lines, every line (admin) or none. */
const REACH: Record<CallerName, CompanyKey | 'all' | null> = {
  guest: null,
  admin: 'all',
  superGolfo: 'golfo',
  staffGolfo: 'golfo',
  staffPlata: null, // silver plan: not even its own company's lines
  staffVencida: null, // membership ended: nothing but its own user and company (SPEC §4)
};

describe('listing tariffs', () => {
  it.each(CALLERS)('$label lists exactly the lines it may reach', async ({ name }) => {
    const all = await tariffs(ops).getFullList();
    const reach = REACH[name];
    const expected =
      reach === 'all' ? all : all.filter((t) => reach !== null && t.company === COMPANY_IDS[reach]);
    expect(ids(await tariffs(callers[name]).getFullList())).toEqual(ids(expected));
  });

  it('the seed gives Golfo and Vencida lines and Plata none, so the lists above differ', async () => {
    const all = await tariffs(ops).getFullList();
    const count = (key: CompanyKey) => all.filter((t) => t.company === COMPANY_IDS[key]).length;
    expect(count('golfo')).toBeGreaterThanOrEqual(46);
    expect(count('vencida')).toBeGreaterThanOrEqual(3);
    expect(count('plata')).toBe(1); // the operator's, made above
  });

  it('staff@plata.test gets an empty list even when filtering for its own company', async () => {
    const list = await tariffs(callers.staffPlata).getList(1, 50, {
      filter: `company = "${COMPANY_IDS.plata}"`,
    });
    expect(list).toMatchObject({ totalItems: 0, items: [] });
  });
});

describe('viewing a line', () => {
  it.each(CALLERS)('$label views only the lines it may reach', async ({ name }) => {
    for (const key of ['golfo', 'plata', 'vencida'] as const) {
      const call = tariffs(callers[name]).getOne(lineOf[key]);
      const reach = REACH[name];
      if (reach === 'all' || reach === key) expect((await call).id).toBe(lineOf[key]);
      else expect(await failureOf(call)).toEqual(NOT_FOUND);
    }
  });
});

describe('creating a line', () => {
  async function expectCreateRefused(name: CallerName, company?: CompanyKey) {
    const marker = uniqueMarker();
    const body = TARIFFS_SPEC.body({ company: company && COMPANY_IDS[company], user: '', marker });
    expect(await failureOf(tariffs(callers[name]).create(body))).toEqual(CREATE_REFUSED);
    expect(await countMarked(ops, TARIFFS_SPEC, marker)).toBe(0);
  }

  it('staff of Golfo creates lines for Golfo, the company stamped when left out', async () => {
    for (const company of [undefined, COMPANY_IDS.golfo]) {
      const marker = uniqueMarker();
      const created = await tariffs(callers.staffGolfo).create(
        TARIFFS_SPEC.body({ company, user: '', marker }),
      );
      expect(created.company).toBe(COMPANY_IDS.golfo);
      expect(await countMarked(ops, TARIFFS_SPEC, marker)).toBe(1);
    }
  });

  it.each([
    ['staffGolfo', 'plata'],
    ['superGolfo', 'vencida'],
    ['staffVencida', 'golfo'],
    ['staffPlata', 'golfo'],
    ['guest', 'golfo'],
  ] as const)('%s cannot create one for %s', async (name, company) => {
    await expectCreateRefused(name, company);
  });

  it('staff@plata.test cannot create one for its own company, stamped or named', async () => {
    await expectCreateRefused('staffPlata');
    await expectCreateRefused('staffPlata', 'plata');
  });

  it('the platform admin creates lines for any company, silver included', async () => {
    const marker = uniqueMarker();
    const body = TARIFFS_SPEC.body({ company: COMPANY_IDS.plata, user: '', marker });
    expect((await tariffs(callers.admin).create(body)).company).toBe(COMPANY_IDS.plata);
    expect(await countMarked(ops, TARIFFS_SPEC, marker)).toBe(1);
  });
});

describe('updating a line', () => {
  async function expectUpdateRefused(name: CallerName, id: string, body: object) {
    const before = await tariffs(ops).getOne(id);
    expect(await failureOf(tariffs(callers[name]).update(id, body))).toEqual(NOT_FOUND);
    expect(await tariffs(ops).getOne(id)).toEqual(before);
  }

  it('staff of Golfo updates Golfo lines', async () => {
    const updated = await tariffs(callers.staffGolfo).update(lineOf.golfo, { amount: 2299 });
    expect(updated.amount).toBe(2299);
    expect((await tariffs(ops).getOne(lineOf.golfo)).amount).toBe(2299);
  });

  it.each<[CallerName, CompanyKey]>([
    ['staffGolfo', 'plata'],
    ['staffGolfo', 'vencida'],
    ['staffVencida', 'golfo'],
    ['staffPlata', 'golfo'],
    ['staffPlata', 'plata'],
    ['guest', 'golfo'],
  ])('%s cannot update a line of %s', async (name, key) => {
    await expectUpdateRefused(name, lineOf[key], { notes: uniqueMarker(), amount: 1 });
  });

  it.each([COMPANY_IDS.plata, COMPANY_IDS.vencida, ''])(
    'staff of Golfo cannot move a line to company %j',
    async (company) => {
      await expectUpdateRefused('staffGolfo', lineOf.golfo, { company });
      await expectUpdateRefused('superGolfo', lineOf.golfo, { 'company+': company });
    },
  );
});

describe('deleting a line', () => {
  it('staff of Golfo deletes a Golfo line', async () => {
    const id = await newLine('golfo');
    expect(await tariffs(callers.staffGolfo).delete(id)).toBe(true);
    expect((await failureOf(tariffs(ops).getOne(id))).status).toBe(404);
  });

  it.each<[CallerName, CompanyKey]>([
    ['staffGolfo', 'plata'],
    ['staffVencida', 'golfo'],
    ['staffPlata', 'plata'],
    ['staffPlata', 'golfo'],
    ['guest', 'vencida'],
  ])('%s cannot delete a line of %s', async (name, key) => {
    const before = await tariffs(ops).getOne(lineOf[key]);
    expect(await failureOf(tariffs(callers[name]).delete(lineOf[key]))).toEqual(NOT_FOUND);
    expect(await tariffs(ops).getOne(lineOf[key])).toEqual(before);
  });

  it('the platform admin deletes a line of any company', async () => {
    const id = await newLine('plata');
    expect(await tariffs(callers.admin).delete(id)).toBe(true);
    expect((await failureOf(tariffs(ops).getOne(id))).status).toBe(404);
  });
});

describe('the plan is read on every request', () => {
  const setPlan = (company: CompanyKey, membershipPlan: string) =>
    ops.collection('companies').update(COMPANY_IDS[company], { membershipPlan });

  it('a company moved to silver loses its tariffs at once, and gets them back on gold', async () => {
    const golfoCount = (
      await tariffs(ops).getList(1, 1, {
        filter: `company = "${COMPANY_IDS.golfo}"`,
      })
    ).totalItems;
    try {
      await setPlan('golfo', 'silver');
      expect(await tariffs(callers.staffGolfo).getFullList()).toEqual([]);
      expect(await failureOf(tariffs(callers.superGolfo).getOne(lineOf.golfo))).toEqual(NOT_FOUND);
      await setPlan('plata', 'gold');
      const plataLines = await tariffs(ops).getFullList({
        filter: `company = "${COMPANY_IDS.plata}"`,
      });
      expect(plataLines.map((t) => t.id)).toContain(lineOf.plata);
      expect(ids(await tariffs(callers.staffPlata).getFullList())).toEqual(ids(plataLines));
    } finally {
      await setPlan('golfo', 'gold');
      await setPlan('plata', 'silver');
    }
    expect((await tariffs(callers.staffGolfo).getList(1, 1)).totalItems).toBe(golfoCount);
    expect(await tariffs(callers.staffPlata).getFullList()).toEqual([]);
  });
});
