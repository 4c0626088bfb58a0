import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { operator, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import {
  COLLECTIONS,
  COMPANY_IDS,
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
// manage users and the company profile; nobody but admins creates or deletes companies.
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

type Allowed = { create: boolean; update: boolean; delete: boolean };

function allowedInOwnCompany(spec: CollectionSpec, caller: Caller): Allowed {
  const isSuper = caller.name === 'superGolfo';
  if (spec.name === 'companies') return { create: false, update: isSuper, delete: false };
  if (spec.name === 'users') return { create: isSuper, update: isSuper, delete: isSuper };
  return { create: true, update: true, delete: true };
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
  it.each(MEMBERS)('$label may view it', async (caller) => {
    const id = await ownRecord(spec, caller);
    const record = await callers[caller.name].collection(spec.name).getOne(id);
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

describe('expired membership', () => {
  it('staff@vencida.test (membership ended) still reads and writes its own company data through the API: the web app, not the server, gates expired companies (SPEC §6)', async () => {
    const vencida = callers.staffVencida;
    const company = await vencida.collection('companies').getOne(COMPANY_IDS.vencida);
    expect(company.membershipEndAt < new Date().toISOString().replace('T', ' ')).toBe(true);
    const created = await vencida.collection('partners').create({ displayName: 'Vencida Client' });
    expect(created.company).toBe(COMPANY_IDS.vencida);
    expect((await vencida.collection('partners').getFullList()).map((p) => p.id)).toContain(
      created.id,
    );
  });
});
