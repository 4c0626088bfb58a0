import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import { client, operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import {
  countMarked,
  signInCallers,
  specOf,
  uniqueMarker,
  type CallerName,
} from './isolation-fixtures.ts';

// Attempts to escalate privileges or move data between tenants (DESIGN §3): each is refused
// with PocketBase's status, and the stored record is byte-for-byte what it was.
let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let colleague = '';

beforeAll(async () => {
  server = await startTestServer();
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  colleague = await newGolfoUser();
});

afterAll(async () => {
  await server.close();
});

const NOT_FOUND = {
  status: 404,
  body: { code: 404, message: "The requested resource wasn't found.", data: {} },
};

async function newGolfoUser(): Promise<string> {
  const body = specOf('users').body({ company: DEMO_IDS.golfo, user: '', marker: uniqueMarker() });
  return (await ops.collection('users').create(body)).id;
}

/** Asserts the update is refused with 404 and leaves the stored record exactly as it was. */
async function expectRefusedUpdate(pb: PocketBase, collection: string, id: string, body: object) {
  const before = await ops.collection(collection).getOne(id);
  expect(await failureOf(pb.collection(collection).update(id, body))).toEqual(NOT_FOUND);
  expect(await ops.collection(collection).getOne(id)).toEqual(before);
}

describe('staff on their own user record', () => {
  it.each([
    ['raising the role to rumbo_admin', { role: 'rumbo_admin' }],
    ['raising the role to rumbo_superuser', { role: 'rumbo_superuser' }],
    ['raising the role with a modifier', { 'role+': 'rumbo_admin' }],
    ['moving to another company', { company: DEMO_IDS.plata }],
    ['moving to another company with a modifier', { 'company+': DEMO_IDS.plata }],
    ['leaving the company', { company: '' }],
    ['changing the email', { email: 'elsewhere@golfo.test' }],
    ['verifying itself differently', { verified: false }],
    ['renaming the username', { username: 'someone_else' }],
    [
      'a harmless change bundled with a role',
      { nombreCompleto: 'Mariana T.', role: 'rumbo_admin' },
    ],
  ])('is refused: %s', async (_label, body) => {
    await expectRefusedUpdate(callers.staffGolfo, 'users', DEMO_IDS.staffGolfo, body);
  });

  it('may change harmless fields, resubmitting role and company unchanged', async () => {
    const updated = await callers.staffGolfo.collection('users').update(DEMO_IDS.staffGolfo, {
      nombreCompleto: 'Mariana Torres V.',
      telefono: '+52 229 000 0000',
      lastLogin: '2026-11-20 10:00:00.000Z',
      role: 'staff',
      company: DEMO_IDS.golfo,
    });
    expect(updated).toMatchObject({
      nombreCompleto: 'Mariana Torres V.',
      role: 'staff',
      company: DEMO_IDS.golfo,
    });
    expect(updated.lastLogin).toBe('2026-11-20 10:00:00.000Z');
  });

  it('may choose its language (issue 20), one of the two, and go back to the default', async () => {
    const users = callers.staffGolfo.collection('users');
    expect((await users.update(DEMO_IDS.staffGolfo, { language: 'es' })).language).toBe('es');
    expect((await users.update(DEMO_IDS.staffGolfo, { language: 'en' })).language).toBe('en');
    const refused = await failureOf(users.update(DEMO_IDS.staffGolfo, { language: 'fr' }));
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { data: object }).data)).toEqual(['language']);
    expect((await ops.collection('users').getOne(DEMO_IDS.staffGolfo)).language).toBe('en');
    expect((await users.update(DEMO_IDS.staffGolfo, { language: '' })).language).toBe('');
  });

  it('may clear its session nonce (sign-out) but not write one: only a sign-in does', async () => {
    await expectRefusedUpdate(callers.staffGolfo, 'users', DEMO_IDS.staffGolfo, {
      activeSessionNonce: 'nonce-1',
    });
  });

  it('cannot change a colleague, nor delete itself', async () => {
    await expectRefusedUpdate(callers.staffGolfo, 'users', DEMO_IDS.superGolfo, {
      nombreCompleto: 'X',
    });
    await expectRefusedUpdate(callers.staffGolfo, 'users', DEMO_IDS.superGolfo, {
      language: 'en',
    });
    await expectRefusedUpdate(callers.staffGolfo, 'users', colleague, { role: 'staff' });
    expect(
      await failureOf(callers.staffGolfo.collection('users').delete(DEMO_IDS.staffGolfo)),
    ).toEqual(NOT_FOUND);
  });
});

describe('a company superuser on users', () => {
  it.each(['rumbo_admin', 'RUMBO-ADMIN', 'Rumbo_Admin', 'platform admin'])(
    'cannot grant the role %s to a colleague',
    async (role) => {
      await expectRefusedUpdate(callers.superGolfo, 'users', colleague, { role });
    },
  );

  it('cannot raise its own role, move a colleague away or touch other companies', async () => {
    await expectRefusedUpdate(callers.superGolfo, 'users', DEMO_IDS.superGolfo, {
      role: 'rumbo_admin',
    });
    await expectRefusedUpdate(callers.superGolfo, 'users', colleague, { company: DEMO_IDS.plata });
    await expectRefusedUpdate(callers.superGolfo, 'users', DEMO_IDS.staffPlata, {
      nombreCompleto: 'X',
    });
    await expectRefusedUpdate(callers.superGolfo, 'users', DEMO_IDS.admin, {
      company: DEMO_IDS.golfo,
    });
    expect(
      await failureOf(callers.superGolfo.collection('users').delete(DEMO_IDS.superGolfo)),
    ).toEqual(NOT_FOUND);
  });

  it('may promote a colleague to superuser and reset their password without the old one', async () => {
    const id = await newGolfoUser();
    const users = callers.superGolfo.collection('users');
    expect((await users.update(id, { role: 'rumbo_superuser' })).role).toBe('rumbo_superuser');
    const reset = await users.update(id, {
      password: 'Reset2026!!',
      passwordConfirm: 'Reset2026!!',
    });
    expect(reset.email).toMatch(/@iso\.test$/); // managers see the email
    const pb = await signedIn(server.url, String(reset.email), 'Reset2026!!');
    expect(pb.authStore.model?.id).toBe(id);
  });

  it('creates users in its own company only, never admins', async () => {
    const users = callers.superGolfo.collection('users');
    const body = (extra: object) => ({
      ...specOf('users').body({ user: '', marker: uniqueMarker() }),
      ...extra,
    });
    const created = await users.create(body({ verified: true }));
    expect(created).toMatchObject({ company: DEMO_IDS.golfo, role: 'staff', verified: true });
    for (const extra of [
      { company: DEMO_IDS.plata },
      { role: 'rumbo_admin' },
      { role: 'RUMBO-ADMIN' },
    ]) {
      const attempt = body(extra);
      const failure = await failureOf(users.create(attempt));
      expect(failure.status).toBe(400);
      expect(await countMarked(ops, specOf('users'), String(attempt.nombreCompleto))).toBe(0);
    }
  });

  it('staff cannot create users at all', async () => {
    const attempt = specOf('users').body({ user: '', marker: uniqueMarker() });
    expect((await failureOf(callers.staffGolfo.collection('users').create(attempt))).status).toBe(
      400,
    );
    expect(await countMarked(ops, specOf('users'), String(attempt.nombreCompleto))).toBe(0);
  });
});

describe('companies', () => {
  const futureModules = [
    {
      moduleId: 'tariffs',
      enabled: true,
      startAt: '2020-01-01T00:00:00.000Z',
      endAt: '2099-01-01T00:00:00.000Z',
    },
  ];

  it.each([
    ['membershipEndAt', { membershipEndAt: '2099-12-31 00:00:00.000Z' }],
    ['membershipStartAt', { membershipStartAt: '2000-01-01 00:00:00.000Z' }],
    ['membershipPlan', { membershipPlan: 'enterprise' }],
    ['moduleAccess', { moduleAccess: futureModules }],
    [
      'membershipEndAt next to a harmless brandName',
      { brandName: 'Golfo', membershipEndAt: '2099-12-31' },
    ],
  ])('a superuser cannot change %s of its company', async (_label, body) => {
    await expectRefusedUpdate(callers.superGolfo, 'companies', DEMO_IDS.golfo, body);
  });

  it('a superuser edits the profile, also when resubmitting the whole record as read', async () => {
    const companies = callers.superGolfo.collection('companies');
    expect((await companies.update(DEMO_IDS.golfo, { brandName: 'Golfo Log.' })).brandName).toBe(
      'Golfo Log.',
    );
    const asRead = await companies.getOne(DEMO_IDS.golfo);
    const updated = await companies.update(DEMO_IDS.golfo, {
      ...asRead,
      brandName: 'Golfo Logistics MX',
    });
    expect(updated.brandName).toBe('Golfo Logistics MX');
    expect(updated.membershipEndAt).toBe(asRead.membershipEndAt);
    expect(updated.moduleAccess).toEqual(asRead.moduleAccess);
  });

  it('staff cannot edit their company; a superuser cannot edit or delete companies', async () => {
    await expectRefusedUpdate(callers.staffGolfo, 'companies', DEMO_IDS.golfo, {
      brandName: 'Hacked',
    });
    await expectRefusedUpdate(callers.superGolfo, 'companies', DEMO_IDS.plata, {
      brandName: 'Hacked',
    });
    expect(
      await failureOf(callers.superGolfo.collection('companies').delete(DEMO_IDS.golfo)),
    ).toEqual(NOT_FOUND);
  });

  it('a platform admin may extend a membership', async () => {
    const updated = await callers.admin
      .collection('companies')
      .update(DEMO_IDS.vencida, { membershipEndAt: '2099-12-31 00:00:00.000Z' });
    expect(updated.membershipEndAt).toBe('2099-12-31 00:00:00.000Z');
  });
});

describe('company-owned records never change company', () => {
  it.each([
    'partners',
    'shipments_ocean',
    'shipments_air',
    'shipments_land',
    'tariffs',
    'shipment_locks',
  ])('%s: moving a record to another company is refused', async (name) => {
    const spec = specOf(name);
    const created = await callers.staffGolfo
      .collection(name)
      .create(spec.body({ user: DEMO_IDS.staffGolfo, marker: uniqueMarker() }));
    for (const body of [
      { company: DEMO_IDS.plata },
      { 'company+': DEMO_IDS.plata },
      { company: '' },
    ])
      await expectRefusedUpdate(callers.staffGolfo, name, created.id, body);
    await expectRefusedUpdate(callers.superGolfo, name, created.id, { company: DEMO_IDS.plata });
  });
});

describe('emails of other users', () => {
  it('a member sees its own email, a superuser its colleagues, nobody other companies', async () => {
    const asStaff = await callers.staffGolfo.collection('users').getFullList();
    const own = asStaff.find((u) => u.id === DEMO_IDS.staffGolfo);
    expect(own?.email).toBe(DEMO_EMAILS.staffGolfo);
    expect(
      asStaff.filter((u) => u.id !== DEMO_IDS.staffGolfo).every((u) => u.email === undefined),
    ).toBe(true);
    const asSuper = await callers.superGolfo.collection('users').getFullList();
    expect(asSuper.find((u) => u.id === DEMO_IDS.staffGolfo)?.email).toBe(DEMO_EMAILS.staffGolfo);
    expect(asSuper.map((u) => u.company)).toEqual(asSuper.map(() => DEMO_IDS.golfo));
    const asAdmin = await callers.admin.collection('users').getOne(DEMO_IDS.staffPlata);
    expect(asAdmin.email).toBe(DEMO_EMAILS.staffPlata);
  });

  it('a public email is shown to colleagues but still not to other companies', async () => {
    await ops.collection('users').update(DEMO_IDS.staffPlata, { emailVisibility: true });
    const plataUser = await signedIn(server.url, DEMO_EMAILS.staffPlata);
    expect((await plataUser.collection('users').getOne(DEMO_IDS.staffPlata)).email).toBe(
      DEMO_EMAILS.staffPlata,
    );
    expect(
      await failureOf(callers.staffGolfo.collection('users').getOne(DEMO_IDS.staffPlata)),
    ).toEqual(NOT_FOUND);
    const found = await callers.staffGolfo
      .collection('users')
      .getList(1, 5, { filter: `email = "${DEMO_EMAILS.staffPlata}"` });
    expect(found.items).toEqual([]);
    expect((await client(server.url).collection('users').getList(1, 5)).items).toEqual([]);
  });

  // Reference §5.1: outside the operator, an email filter only matches public emails, so even a
  // platform admin (a users record) cannot search users by a hidden email.
  it('only the operator finds users by a hidden email; users, platform admins included, do not', async () => {
    const filter = 'email ~ "golfo.test"';
    for (const name of ['staffGolfo', 'superGolfo', 'admin'] as const)
      expect((await callers[name].collection('users').getList(1, 5, { filter })).items).toEqual([]);
    expect((await ops.collection('users').getList(1, 5, { filter })).totalItems).toBe(2);
  });

  it('a lock can only name the user who takes it, so no relation reaches another company', async () => {
    const body = specOf('shipment_locks').body({
      user: DEMO_IDS.staffPlata,
      marker: uniqueMarker(),
    });
    expect(
      (await failureOf(callers.staffGolfo.collection('shipment_locks').create(body))).status,
    ).toBe(400);
    const own = await callers.staffGolfo
      .collection('shipment_locks')
      .create(specOf('shipment_locks').body({ user: DEMO_IDS.staffGolfo, marker: uniqueMarker() }));
    await expectRefusedUpdate(callers.staffGolfo, 'shipment_locks', own.id, {
      userId: DEMO_IDS.staffPlata,
    });
  });
});

describe('relations that could reach another company', () => {
  it('a missing related record is a field error', async () => {
    const body = specOf('shipment_locks').body({
      user: DEMO_IDS.staffGolfo,
      marker: uniqueMarker(),
    });
    const failure = await failureOf(
      ops.collection('shipment_locks').create({ ...body, userId: 'nosuchuser00000' }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data).toMatchObject({ userId: { code: 'validation_missing_rel_records' } });
  });

  it('a superuser cannot list another company user among its superusers', async () => {
    const golfo = await ops.collection('companies').getOne(DEMO_IDS.golfo);
    await expectRefusedUpdate(callers.superGolfo, 'companies', DEMO_IDS.golfo, {
      superusers: [...golfo.superusers, DEMO_IDS.staffPlata],
    });
    await expectRefusedUpdate(callers.superGolfo, 'companies', DEMO_IDS.golfo, {
      superuser: DEMO_IDS.staffPlata,
    });
    const kept = await callers.superGolfo
      .collection('companies')
      .update(DEMO_IDS.golfo, { superusers: [...golfo.superusers, colleague] });
    expect(kept.superusers).toContain(colleague);
    await ops.collection('companies').update(DEMO_IDS.golfo, { superusers: golfo.superusers });
  });

  it('locks are unique per company: another tenant can neither block nor detect one', async () => {
    const shared = { collection: 'shipments_ocean', shipmentId: uniqueMarker() };
    const lockedAt = '2026-11-21 10:00:00.000Z';
    await callers.staffGolfo
      .collection('shipment_locks')
      .create({ ...shared, userId: DEMO_IDS.staffGolfo, lockedAt });
    const plata = await callers.staffPlata
      .collection('shipment_locks')
      .create({ ...shared, userId: DEMO_IDS.staffPlata, lockedAt });
    expect(plata.company).toBe(DEMO_IDS.plata);
  });
});

it('the demo password still signs everyone in after the attacks (nothing was reset)', async () => {
  for (const email of [DEMO_EMAILS.staffGolfo, DEMO_EMAILS.superGolfo, DEMO_EMAILS.admin])
    expect((await signedIn(server.url, email, DEMO_PASSWORD)).authStore.isValid).toBe(true);
});
