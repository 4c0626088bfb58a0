import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@rumbo/domain';
import { client, serverWithOperator } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// An auth record id is unique across every auth collection, as PocketBase keeps it, so that
// `@request.auth.id` always names one person.
const ctx = serverWithOperator();

const PASSWORD = 'Quetzal-Harbour-2026!';
const TAKEN_ID = 'validation_invalid_id';

let agentId: string;
let userId: string;

function userBody(id: string, email: string) {
  return {
    id,
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    company: DEMO_IDS.golfo,
    role: 'staff',
  };
}

beforeAll(async () => {
  // A second auth collection open to sign-ups, and a base collection, beside `users`.
  await ctx.ops.collections.create({ name: 'agents', type: 'auth', schema: [], createRule: '' });
  await ctx.ops.collections.create({
    name: 'notes',
    type: 'base',
    schema: [{ name: 'title', type: 'text' }],
  });
  const agent = await ctx.ops.collection('agents').create({
    email: 'agent@rumbo.test',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  });
  agentId = agent.id;
  userId = (await ctx.ops.collection('users').getList(1, 1)).items[0]!.id;
});

describe('an id taken in another auth collection', () => {
  it('is refused for a users record created by the operator', async () => {
    const failure = await failureOf(
      ctx.ops.collection('users').create(userBody(agentId, 'twin@rumbo.test')),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.id?.code).toBe(TAKEN_ID);
    const found = await ctx.ops.collection('users').getList(1, 1, { filter: `id = "${agentId}"` });
    expect(found.totalItems).toBe(0);
  });

  it('is refused for a sign-up in the other auth collection', async () => {
    const failure = await failureOf(
      client(ctx.server.url).collection('agents').create({
        id: userId,
        email: 'signup@rumbo.test',
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Failed to create record.');
    expect(failure.body.data.id?.code).toBe(TAKEN_ID);
  });

  it('stays free for a base collection record and for fresh auth ids', async () => {
    const note = await ctx.ops.collection('notes').create({ id: userId, title: 'same id' });
    expect(note.id).toBe(userId);
    const fresh = 'agentfresh00001';
    const agent = await ctx.ops.collection('agents').create({
      id: fresh,
      email: 'fresh@rumbo.test',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(agent.id).toBe(fresh);
  });
});
