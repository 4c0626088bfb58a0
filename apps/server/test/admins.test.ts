import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '@rumbo/domain';
import { client, signedIn, serverWithOperator, startTestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// `/api/admins` (reference §5.4), driven with the SDK's `pb.admins`.
const ctx = serverWithOperator();

const PASSWORD = 'OperadorNuevo2026';
let counter = 0;

function newEmail(): string {
  counter += 1;
  return `operador${counter}@rumbo.test`;
}

async function createOperator(email = newEmail()) {
  return ctx.ops.admins.create({ email, password: PASSWORD, passwordConfirm: PASSWORD });
}

describe('who may use /api/admins', () => {
  it.each(['guest', 'user'])('answers 401 to a %s on every operator endpoint', async (who) => {
    const pb =
      who === 'guest' ? client(ctx.server.url) : await signedIn(ctx.server.url, DEMO_EMAILS.admin);
    const opsId = ctx.ops.authStore.model!.id as string;
    const calls = [
      () => pb.admins.getList(),
      () => pb.admins.getOne(opsId),
      () => pb.admins.create({ email: newEmail(), password: PASSWORD, passwordConfirm: PASSWORD }),
      () => pb.admins.update(opsId, { avatar: 3 }),
      () => pb.admins.delete(opsId),
    ];
    for (const call of calls) {
      const failure = await failureOf(call());
      expect(failure.status).toBe(401);
      expect(failure.body.message).toBe(
        'The request requires valid admin authorization token to be set.',
      );
    }
  });
});

describe('listing and viewing operators', () => {
  it('lists operators in PocketBase admin JSON, without secrets', async () => {
    const list = await ctx.ops.admins.getList(1, 50, { filter: 'email = "ops@rumbo.test"' });
    expect(list.totalItems).toBe(1);
    expect(Object.keys(list.items[0]!).sort()).toEqual([
      'avatar',
      'created',
      'email',
      'id',
      'updated',
    ]);
    expect(list.items[0]!.email).toBe('ops@rumbo.test');
  });

  it('sorts and filters by the allowed fields', async () => {
    const first = await createOperator();
    const second = await createOperator();
    const sorted = await ctx.ops.admins.getFullList({
      sort: '-created,-id',
      filter: 'email ~ "operador"',
    });
    const ids = sorted.map((admin) => admin.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const byId = await ctx.ops.admins.getList(1, 10, { filter: `id = "${first.id}"` });
    expect(byId.items.map((admin) => admin.email)).toEqual([first.email]);
  });

  it.each(['passwordHash ~ "$2"', 'tokenKey != ""', 'avatar = 0'])(
    'refuses to filter by a field outside the allow-list: %s',
    async (filter) => {
      const failure = await failureOf(ctx.ops.admins.getList(1, 10, { filter }));
      expect(failure.status).toBe(400);
    },
  );

  it('refuses to sort by a hidden field', async () => {
    expect((await failureOf(ctx.ops.admins.getList(1, 10, { sort: 'passwordHash' }))).status).toBe(
      400,
    );
  });

  it('views one operator, 404 for an unknown id', async () => {
    const admin = await createOperator();
    expect((await ctx.ops.admins.getOne(admin.id)).email).toBe(admin.email);
    expect((await failureOf(ctx.ops.admins.getOne('nope12345678901'))).status).toBe(404);
  });
});

describe('creating operators', () => {
  it('creates an operator who can then sign in', async () => {
    const email = newEmail();
    const admin = await ctx.ops.admins.create({
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      avatar: 4,
    });
    expect(admin).toMatchObject({ email, avatar: 4 });
    expect(admin.id).toMatch(/^[a-z0-9]{15}$/);
    const pb = client(ctx.server.url);
    const auth = await pb.admins.authWithPassword(email, PASSWORD);
    expect(auth.admin.id).toBe(admin.id);
  });

  it('accepts a client-chosen 15-character id once', async () => {
    const id = 'opsclientid0001';
    const admin = await ctx.ops.admins.create({
      id,
      email: newEmail(),
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(admin.id).toBe(id);
    const again = await failureOf(
      ctx.ops.admins.create({
        id,
        email: newEmail(),
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      }),
    );
    expect(again.body.data.id?.code).toBe('validation_invalid_id');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'validation_is_email'],
    [{ email: '' }, 'email', 'validation_required'],
    [{ email: 'OPS@rumbo.test' }, 'email', 'validation_admin_email_exists'],
    [{ password: 'short', passwordConfirm: 'short' }, 'password', 'validation_length_out_of_range'],
    [
      { password: 'x'.repeat(73), passwordConfirm: 'x'.repeat(73) },
      'password',
      'validation_length_out_of_range',
    ],
    [{ passwordConfirm: 'Different2026' }, 'passwordConfirm', 'validation_values_mismatch'],
    [{ avatar: 10 }, 'avatar', 'validation_max_less_equal_than_required'],
    [{ avatar: -1 }, 'avatar', 'validation_min_greater_equal_than_required'],
    [{ id: 'short' }, 'id', 'validation_length_invalid'],
  ])('refuses %j → data.%s.code = %s', async (change, field, code) => {
    const body = { email: newEmail(), password: PASSWORD, passwordConfirm: PASSWORD, ...change };
    const failure = await failureOf(ctx.ops.admins.create(body));
    expect(failure.status).toBe(400);
    expect(failure.body.data[field]?.code).toBe(code);
  });

  it('requires a password on create', async () => {
    const failure = await failureOf(ctx.ops.admins.create({ email: newEmail() }));
    expect(failure.body.data.password?.code).toBe('validation_required');
  });

  it('refuses values of the wrong kind as malformed input', async () => {
    const failure = await failureOf(
      ctx.ops.admins.create({ email: { a: 1 }, password: PASSWORD, passwordConfirm: PASSWORD }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe(
      'Failed to load the submitted data due to invalid formatting.',
    );
  });
});

describe('updating operators', () => {
  it('changes email and avatar without touching the password', async () => {
    const admin = await createOperator();
    const email = newEmail();
    const updated = await ctx.ops.admins.update(admin.id, { email, avatar: 7 });
    expect(updated).toMatchObject({ id: admin.id, email, avatar: 7 });
    await client(ctx.server.url).admins.authWithPassword(email, PASSWORD);
  });

  it('a password change voids the earlier tokens (new token key)', async () => {
    const admin = await createOperator();
    const pb = client(ctx.server.url);
    await pb.admins.authWithPassword(admin.email, PASSWORD);
    const newPassword = 'OtraClaveSegura2026';
    await ctx.ops.admins.update(admin.id, { password: newPassword, passwordConfirm: newPassword });
    expect((await failureOf(pb.admins.authRefresh())).status).toBe(401);
    await client(ctx.server.url).admins.authWithPassword(admin.email, newPassword);
  });

  it('validates like create: taken email, password without confirmation', async () => {
    const admin = await createOperator();
    const taken = await failureOf(ctx.ops.admins.update(admin.id, { email: 'ops@rumbo.test' }));
    expect(taken.body.data.email?.code).toBe('validation_admin_email_exists');
    const noConfirm = await failureOf(
      ctx.ops.admins.update(admin.id, { password: 'OtraClave2026x' }),
    );
    expect(noConfirm.body.data.passwordConfirm?.code).toBe('validation_required');
    expect((await failureOf(ctx.ops.admins.update('nope12345678901', { avatar: 1 }))).status).toBe(
      404,
    );
  });
});

describe('deleting operators', () => {
  it('deletes an operator (204); its token stops working', async () => {
    const admin = await createOperator();
    const pb = client(ctx.server.url);
    await pb.admins.authWithPassword(admin.email, PASSWORD);
    await ctx.ops.admins.delete(admin.id);
    expect((await failureOf(ctx.ops.admins.getOne(admin.id))).status).toBe(404);
    expect((await failureOf(pb.admins.authRefresh())).status).toBe(401);
  });

  it('refuses to delete the last operator', async () => {
    const fresh = await startTestServer({ seed: false });
    try {
      const guest = client(fresh.url);
      const only = await guest.admins.create({
        email: 'solo@rumbo.test',
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      });
      await guest.admins.authWithPassword('solo@rumbo.test', PASSWORD);
      const failure = await failureOf(guest.admins.delete(only.id));
      expect(failure.status).toBe(400);
      expect(failure.body.message).toBe('Failed to delete admin.');
      expect((await guest.admins.getOne(only.id)).id).toBe(only.id);
    } finally {
      await fresh.close();
    }
  });
});

describe('the first operator (installer)', () => {
  it('lets a guest create the first operator once, then requires an operator', async () => {
    const fresh = await startTestServer({ seed: false });
    try {
      const guest = client(fresh.url);
      expect((await failureOf(guest.admins.getList())).status).toBe(401);
      const first = await guest.admins.create({
        email: 'primero@rumbo.test',
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      });
      expect(first.email).toBe('primero@rumbo.test');
      const second = await failureOf(
        client(fresh.url).admins.create({
          email: 'segundo@rumbo.test',
          password: PASSWORD,
          passwordConfirm: PASSWORD,
        }),
      );
      expect(second.status).toBe(401);
      const signedInFirst = client(fresh.url);
      await signedInFirst.admins.authWithPassword('primero@rumbo.test', PASSWORD);
      const list = await signedInFirst.admins.getFullList();
      expect(list.map((admin) => admin.email)).toEqual(['primero@rumbo.test']);
    } finally {
      await fresh.close();
    }
  });

  it('lets only one of two racing guests become the first operator', async () => {
    const fresh = await startTestServer({ seed: false });
    try {
      const attempts = await Promise.allSettled(
        ['uno', 'dos', 'tres'].map((name) =>
          client(fresh.url).admins.create({
            email: `${name}@rumbo.test`,
            password: PASSWORD,
            passwordConfirm: PASSWORD,
          }),
        ),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      expect(await fresh.core.admins.count()).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
