import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { operator, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import {
  COLLECTIONS,
  COMPANY_IDS,
  HAS_ACTIVE_MEMBERSHIP,
  MEMBERS,
  countMarked,
  signInCallers,
  specOf,
  uniqueMarker,
  type Caller,
  type CallerName,
  type CollectionSpec,
  type CompanyKey,
} from './isolation-fixtures.ts';

// Inside their own company (DESIGN §3): members read and write company data; only superusers
// manage users and the company profile; nobody but admins creates or deletes companies. A
// company without an active membership (SPEC §4) keeps only the view of its own company (and
// each user's own record): every other read and write is refused.
let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;

beforeAll(async () => {
  server = await startTestServer();
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
});

afterAll(async () => {
  await server.close();
});

type Allowed = { view: boolean; create: boolean; update: boolean; delete: boolean };

const NOTHING: Allowed = { view: false, create: false, update: false, delete: false };

function allowedInOwnCompany(spec: CollectionSpec, caller: Caller): Allowed {
  const isSuper = caller.name === 'superGolfo';
  if (!HAS_ACTIVE_MEMBERSHIP[companyOf(caller)])
    return spec.name === 'companies' ? { ...NOTHING, view: true } : NOTHING;
  if (spec.name === 'companies')
    return { view: true, create: false, update: isSuper, delete: false };
  if (spec.name === 'users')
    return { view: true, create: isSuper, update: isSuper, delete: isSuper };
  return { view: true, create: true, update: true, delete: true };
}

const companyOf = (caller: Caller) => caller.company as CompanyKey;

/**
 * A record of the caller's company made by the operator: for users a new colleague, for the
 * per-user notification states one owned by the caller, for companies the company itself.
 */
async function ownRecord(spec: CollectionSpec, caller: Caller): Promise<string> {
  const company = COMPANY_IDS[companyOf(caller)];
  if (spec.name === 'companies') return company;
  const body = spec.body({ company, user: caller.id, marker: uniqueMarker() });
  return (await ops.collection(spec.name).create(body)).id;
}

const NOT_FOUND = {
  status: 404,
  body: { code: 404, message: "The requested resource wasn't found.", data: {} },
};

describe.each(COLLECTIONS)('$name in the caller own company', (spec) => {
  it.each(MEMBERS)('view as $label', async (caller) => {
    const id = await ownRecord(spec, caller);
    const call = callers[caller.name].collection(spec.name).getOne(id);
    if (!allowedInOwnCompany(spec, caller).view) {
      expect(await failureOf(call)).toEqual(NOT_FOUND);
      const listed = await callers[caller.name].collection(spec.name).getFullList();
      expect(listed.map((r) => r.id)).not.toContain(id);
      return;
    }
    const record = await call;
    expect(record.id).toBe(id);
    expect(spec.companyOf(record)).toBe(COMPANY_IDS[companyOf(caller)]);
  });

  it.each(MEMBERS)('create as $label (company left out)', async (caller) => {
    const marker = uniqueMarker();
    const call = callers[caller.name]
      .collection(spec.name)
      .create(spec.body({ user: caller.id, marker }));
    if (!allowedInOwnCompany(spec, caller).create) {
      const failure = await failureOf(call);
      expect(failure.status).toBe(400);
      expect(failure.body.message).toBe('Failed to create record.');
      expect(await countMarked(ops, spec, marker)).toBe(0);
      return;
    }
    const created = await call;
    // The server stamps the caller's company on records that leave it out.
    expect(spec.companyOf(created)).toBe(COMPANY_IDS[companyOf(caller)]);
    expect(await countMarked(ops, spec, marker)).toBe(1);
  });

  it.each(MEMBERS)('update as $label', async (caller) => {
    const id = await ownRecord(spec, caller);
    const before = await ops.collection(spec.name).getOne(id);
    const marker = uniqueMarker();
    const call = callers[caller.name]
      .collection(spec.name)
      .update(id, { [spec.textField]: marker });
    if (allowedInOwnCompany(spec, caller).update) {
      expect((await call)[spec.textField]).toBe(marker);
      expect((await ops.collection(spec.name).getOne(id))[spec.textField]).toBe(marker);
    } else {
      expect(await failureOf(call)).toEqual(NOT_FOUND);
      expect(await ops.collection(spec.name).getOne(id)).toEqual(before);
    }
  });

  it.each(MEMBERS)('delete as $label', async (caller) => {
    const id = await ownRecord(spec, caller);
    const before = await ops.collection(spec.name).getOne(id);
    const call = callers[caller.name].collection(spec.name).delete(id);
    if (allowedInOwnCompany(spec, caller).delete) {
      expect(await call).toBe(true);
      expect((await failureOf(ops.collection(spec.name).getOne(id))).status).toBe(404);
    } else {
      expect(await failureOf(call)).toEqual(NOT_FOUND);
      expect(await ops.collection(spec.name).getOne(id)).toEqual(before);
    }
  });
});

describe('notification states are private to their user', () => {
  const spec = specOf('notification_states');
  const [superGolfo, staffGolfo] = ['superGolfo', 'staffGolfo'].map((name) =>
    MEMBERS.find((m) => m.name === name)!,
  );

  it("a colleague's state is hidden from a superuser of the same company", async () => {
    const id = await ownRecord(spec, staffGolfo!);
    const before = await ops.collection(spec.name).getOne(id);
    const asSuper = callers.superGolfo.collection(spec.name);
    expect(await failureOf(asSuper.getOne(id))).toEqual(NOT_FOUND);
    expect(await failureOf(asSuper.update(id, { status: 'resolved' }))).toEqual(NOT_FOUND);
    expect(await failureOf(asSuper.delete(id))).toEqual(NOT_FOUND);
    expect((await asSuper.getFullList()).map((s) => s.id)).not.toContain(id);
    expect(await ops.collection(spec.name).getOne(id)).toEqual(before);
  });

  it('nobody creates a state for a colleague or hands their own to one', async () => {
    const marker = uniqueMarker();
    const forColleague = spec.body({ user: superGolfo!.id, marker });
    const failure = await failureOf(callers.staffGolfo.collection(spec.name).create(forColleague));
    expect(failure.status).toBe(400);
    expect(await countMarked(ops, spec, marker)).toBe(0);
    const own = await ownRecord(spec, staffGolfo!);
    const before = await ops.collection(spec.name).getOne(own);
    const moved = callers.staffGolfo.collection(spec.name).update(own, { user: superGolfo!.id });
    expect(await failureOf(moved)).toEqual(NOT_FOUND);
    expect(await ops.collection(spec.name).getOne(own)).toEqual(before);
  });
});

describe('a company without an active membership', () => {
  it('keeps reading its own user and company, membership fields included', async () => {
    const vencida = callers.staffVencida;
    const company = await vencida.collection('companies').getOne(COMPANY_IDS.vencida);
    expect(company.membershipEndAt < new Date().toISOString().replace('T', ' ')).toBe(true);
    expect(company).toMatchObject({ membershipPlan: expect.any(String) });
    const users = await vencida.collection('users').getFullList();
    expect(users.map((u) => u.id)).toEqual([vencida.authStore.model!.id]);
    // Its own record stays writable where signing out needs it (SPEC §4): the nonce is cleared.
    const signedOut = await vencida
      .collection('users')
      .update(vencida.authStore.model!.id, { activeSessionNonce: '' });
    expect(signedOut.activeSessionNonce).toBe('');
  });

  it.each([
    ['upcoming', { membershipStartAt: '2099-01-01 00:00:00.000Z', membershipEndAt: '' }, false],
    ['without a plan', { membershipPlan: '', membershipEndAt: '' }, false],
    ['renewed', { membershipEndAt: '2099-12-31 00:00:00.000Z' }, true],
  ])('%s: partners are reachable only when active', async (_state, change, reachable) => {
    const original = await ops.collection('companies').getOne(COMPANY_IDS.vencida);
    await ops.collection('companies').update(COMPANY_IDS.vencida, change);
    try {
      const marker = uniqueMarker();
      const call = callers.staffVencida.collection('partners').create({ displayName: marker });
      if (reachable) expect((await call).company).toBe(COMPANY_IDS.vencida);
      else expect((await failureOf(call)).status).toBe(400);
      expect(await countMarked(ops, specOf('partners'), marker)).toBe(reachable ? 1 : 0);
    } finally {
      await ops.collection('companies').update(COMPANY_IDS.vencida, {
        membershipPlan: original.membershipPlan,
        membershipStartAt: original.membershipStartAt,
        membershipEndAt: original.membershipEndAt,
      });
    }
  });
});
