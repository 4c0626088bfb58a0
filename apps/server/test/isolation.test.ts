import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { operator, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import {
  CALLERS,
  COLLECTIONS,
  COMPANY_IDS,
  HAS_ACTIVE_MEMBERSHIP,
  STAFF_OF,
  countMarked,
  createAsOperator,
  createTargets,
  signInCallers,
  uniqueMarker,
  type Caller,
  type CallerName,
  type CollectionSpec,
  type Targets,
} from './isolation-fixtures.ts';

// Tenant isolation across companies (DESIGN §3), collection by collection and caller by caller:
// platform admins reach every company; everyone else only their own, and guests nothing.
let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let targets: Targets;

beforeAll(async () => {
  server = await startTestServer();
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  targets = await createTargets(ops);
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

/** What the product's rules let `caller` see of `record` (DESIGN §3 tenant isolation). */
function maySee(caller: Caller, spec: CollectionSpec, record: RecordModel): boolean {
  if (caller.name === 'admin') return true;
  if (caller.company === null) return false;
  const inCompany = spec.companyOf(record) === COMPANY_IDS[caller.company];
  // Without an active membership: only the caller's own record and company (SPEC §4).
  if (!HAS_ACTIVE_MEMBERSHIP[caller.company])
    return spec.name === 'users' ? record.id === caller.id : spec.name === 'companies' && inCompany;
  // Notification states are private to their user, even inside the company.
  if (spec.name === 'notification_states') return inCompany && record.user === caller.id;
  return inCompany;
}

const ids = (records: RecordModel[]) => records.map((r) => r.id).sort();

describe.each(COLLECTIONS)('$name', (spec) => {
  it.each(CALLERS)(
    'list as $label returns exactly the records the caller may see',
    async (caller) => {
      const all = await ops.collection(spec.name).getFullList();
      const expected = ids(all.filter((record) => maySee(caller, spec, record)));
      const seen = await callers[caller.name].collection(spec.name).getFullList();
      expect(ids(seen)).toEqual(expected);
      // The operator's list spans companies, so "exactly" above is a real restriction.
      expect(new Set(all.map(spec.companyOf)).size).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(CALLERS)('view of another company record as $label', async (caller) => {
    const id = targets[spec.name]![caller.other];
    const call = callers[caller.name].collection(spec.name).getOne(id);
    if (caller.name === 'admin') expect((await call).id).toBe(id);
    else expect(await failureOf(call)).toEqual(NOT_FOUND);
  });

  it.each(CALLERS)('create in another company as $label', async (caller) => {
    const marker = uniqueMarker();
    const company = COMPANY_IDS[caller.other];
    const user = caller.company ? caller.id : STAFF_OF[caller.other];
    const call = callers[caller.name]
      .collection(spec.name)
      .create(spec.body({ company, user, marker }));
    if (caller.name === 'admin') {
      const created = await call;
      if (spec.name !== 'companies') expect(spec.companyOf(created)).toBe(company);
      expect(await countMarked(ops, spec, marker)).toBe(1);
      await ops.collection(spec.name).delete(created.id);
      return;
    }
    expect(await failureOf(call)).toEqual(CREATE_REFUSED);
    expect(await countMarked(ops, spec, marker)).toBe(0);
  });

  it.each(CALLERS)('update of another company record as $label', async (caller) => {
    const id = targets[spec.name]![caller.other];
    const before = await ops.collection(spec.name).getOne(id);
    const marker = uniqueMarker();
    const call = callers[caller.name]
      .collection(spec.name)
      .update(id, { [spec.textField]: marker });
    if (caller.name === 'admin') {
      expect((await call)[spec.textField]).toBe(marker);
      expect((await ops.collection(spec.name).getOne(id))[spec.textField]).toBe(marker);
      return;
    }
    expect(await failureOf(call)).toEqual(NOT_FOUND);
    expect(await ops.collection(spec.name).getOne(id)).toEqual(before);
  });

  it.each(CALLERS)('delete of another company record as $label', async (caller) => {
    if (caller.name === 'admin') {
      const throwaway = await createAsOperator(ops, spec, caller.other);
      expect(await callers.admin.collection(spec.name).delete(throwaway)).toBe(true);
      expect((await failureOf(ops.collection(spec.name).getOne(throwaway))).status).toBe(404);
      return;
    }
    const id = targets[spec.name]![caller.other];
    const before = await ops.collection(spec.name).getOne(id);
    expect(await failureOf(callers[caller.name].collection(spec.name).delete(id))).toEqual(
      NOT_FOUND,
    );
    expect(await ops.collection(spec.name).getOne(id)).toEqual(before);
  });
});
