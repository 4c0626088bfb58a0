import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_EMAILS } from '@rumbo/domain';
import { client, signedIn, serverWithOperator } from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { failureOf, rawRequest } from './api-failure.ts';

// Request logs and `/api/logs` (reference §5.7) through the SDK's `pb.logs`.
const ctx = serverWithOperator();

let counter = 0;
function marker(): string {
  counter += 1;
  return `marca${counter}x${Date.now()}`;
}

/** The logged requests whose URL carries `mark` (after writing the pending batch). */
async function logsWith(mark: string) {
  await ctx.server.core.logs.flush();
  return (await ctx.ops.logs.getList(1, 50, { filter: `data.url ~ "${mark}"`, sort: 'rowid' }))
    .items;
}

describe('who may read the logs', () => {
  it.each(['guest', 'user'])('answers 401 to a %s', async (who) => {
    const pb =
      who === 'guest' ? client(ctx.server.url) : await signedIn(ctx.server.url, DEMO_EMAILS.admin);
    for (const call of [
      () => pb.logs.getList(),
      () => pb.logs.getOne('x'),
      () => pb.logs.getStats(),
    ])
      expect((await failureOf(call())).status).toBe(401);
  });
});

describe('recording requests', () => {
  it.skipIf(ON_POSTGRES)('keeps its own database file in the data directory', () => {
    expect(existsSync(path.join(ctx.server.dataDir, 'logs.db'))).toBe(true);
  });

  it('records an operator request with PocketBase’s request data', async () => {
    const mark = marker();
    await ctx.ops.collections.getList(1, 1, { query: { mark } });
    const [log] = await logsWith(mark);
    expect(log).toBeDefined();
    expect(Object.keys(log!)).toEqual(['id', 'created', 'updated', 'data', 'message', 'level']);
    expect(log!.level).toBe(0);
    expect(log!.message).toMatch(new RegExp(`^GET /api/collections\\?.*mark=${mark}`));
    expect(log!.data).toMatchObject({
      type: 'request',
      method: 'GET',
      status: 200,
      auth: 'admin',
      userIp: '127.0.0.1',
      remoteIp: '127.0.0.1',
    });
    expect(typeof log!.data.execTime).toBe('number');
    expect(log!.data.userAgent).toEqual(expect.any(String));
  });

  it('records failures at error level with the error message', async () => {
    const mark = marker();
    await failureOf(client(ctx.server.url).settings.getAll({ query: { mark } }));
    const [log] = await logsWith(mark);
    expect(log!.level).toBe(8);
    expect(log!.data).toMatchObject({
      status: 401,
      auth: 'guest',
      error: 'The request requires valid admin authorization token to be set.',
      details: {},
    });
  });

  it('keeps a request whose URL holds NUL, and the rest of its batch', async () => {
    const [mark, other] = [marker(), marker()];
    const bad = await rawRequest(
      `${ctx.server.url}/api/collections/partners/records?search=%00&mark=${mark}`,
    );
    expect(bad.status).toBeLessThan(500);
    await ctx.ops.collections.getList(1, 1, { query: { mark: other } });
    const [log] = await logsWith(mark);
    expect(log?.message).toContain(`mark=${mark}`);
    expect(log?.message).not.toContain('\u0000');
    expect(await logsWith(other)).toHaveLength(1);
  });

  it('tells users (auth records) apart', async () => {
    const mark = marker();
    const user = await signedIn(ctx.server.url, DEMO_EMAILS.staffGolfo);
    await user.collection('partners').getList(1, 1, { query: { mark } });
    expect((await logsWith(mark))[0]!.data.auth).toBe('authRecord');
  });

  it('takes the client address from a proxy header, keeping the peer as remoteIp', async () => {
    const mark = marker();
    await rawRequest(`${ctx.server.url}/api/health?mark=${mark}`, {
      headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1', Referer: 'https://rumbo.mx/panel' },
    });
    expect((await logsWith(mark))[0]!.data).toMatchObject({
      userIp: '203.0.113.7',
      remoteIp: '127.0.0.1',
      referer: 'https://rumbo.mx/panel',
    });
  });

  it('does not record successful reads of the logs themselves', async () => {
    const mark = marker();
    await ctx.ops.logs.getList(1, 1, { query: { mark } });
    expect(await logsWith(mark)).toEqual([]);
  });

  it('writes the batch by itself within about three seconds', async () => {
    const mark = marker();
    await rawRequest(`${ctx.server.url}/api/health?mark=${mark}`);
    await vi.waitFor(
      async () => {
        const page = await ctx.ops.logs.getList(1, 5, { filter: `data.url ~ "${mark}"` });
        expect(page.totalItems).toBe(1);
      },
      { timeout: 6_000, interval: 500 },
    );
  });
});

describe('reading the logs', () => {
  it('views one entry by id, 404 for an unknown one', async () => {
    const mark = marker();
    await rawRequest(`${ctx.server.url}/api/health?mark=${mark}`);
    const [log] = await logsWith(mark);
    expect(await ctx.ops.logs.getOne(log!.id)).toEqual(log);
    expect((await failureOf(ctx.ops.logs.getOne('nope12345678901'))).status).toBe(404);
  });

  it('filters by level, message and data paths, and sorts by rowid', async () => {
    const mark = marker();
    for (let i = 0; i < 3; i++)
      await rawRequest(`${ctx.server.url}/api/health?mark=${mark}&i=${i}`);
    await rawRequest(`${ctx.server.url}/api/nope?mark=${mark}`);
    await ctx.server.core.logs.flush();
    const errors = (
      await ctx.ops.logs.getList(1, 50, { filter: `level >= 8 && data.url ~ "${mark}"` })
    ).items;
    expect(errors.map((log) => log.data.status)).toEqual([404]);
    const latest = await ctx.ops.logs.getList(1, 4, {
      filter: `message ~ "${mark}" && data.status = 200`,
      sort: '-rowid',
    });
    expect(latest.items.map((log) => String(log.data.url).slice(-3))).toEqual([
      'i=2',
      'i=1',
      'i=0',
    ]);
  });

  it('treats filter text as values, never as SQL', async () => {
    const hostile = `x'; DROP TABLE _logs; --`;
    const page = await ctx.ops.logs.getList(1, 5, { filter: `message ~ "${hostile}"` });
    expect(page.items).toEqual([]);
    expect((await ctx.ops.logs.getList(1, 1)).totalItems).toBeGreaterThan(0);
  });

  it.each(['nope = 1', 'level >', '@collection.users.id != ""'])(
    'answers 400 to an invalid filter: %s',
    async (filter) => {
      expect((await failureOf(ctx.ops.logs.getList(1, 5, { filter }))).status).toBe(400);
    },
  );

  it('counts the matching entries per hour', async () => {
    const mark = marker();
    for (let i = 0; i < 4; i++) await rawRequest(`${ctx.server.url}/api/health?mark=${mark}`);
    await ctx.server.core.logs.flush();
    const stats = await ctx.ops.logs.getStats({ filter: `data.url ~ "${mark}"` });
    // One bucket, or two when the requests straddle the turn of an hour.
    expect(stats.length).toBeGreaterThanOrEqual(1);
    expect(stats.reduce((sum, bucket) => sum + bucket.total, 0)).toBe(4);
    for (const bucket of stats)
      expect(bucket.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00:00\.000Z$/);
    const all = await ctx.ops.logs.getStats();
    const total = all.reduce((sum, bucket) => sum + bucket.total, 0);
    expect(total).toBe((await ctx.ops.logs.getList(1, 1)).totalItems);
  });
});

describe('log settings', () => {
  it('leaves out the IP addresses when logs.logIp is off', async () => {
    await ctx.ops.settings.update({ logs: { logIp: false } });
    const mark = marker();
    await rawRequest(`${ctx.server.url}/api/health?mark=${mark}`);
    const [log] = await logsWith(mark);
    expect(log!.data).not.toHaveProperty('userIp');
    expect(log!.data).not.toHaveProperty('remoteIp');
    await ctx.ops.settings.update({ logs: { logIp: true } });
  });

  it('stops recording and deletes the stored logs when maxDays is 0', async () => {
    await rawRequest(`${ctx.server.url}/api/health?mark=${marker()}`);
    await ctx.server.core.logs.flush();
    await ctx.ops.settings.update({ logs: { maxDays: 0 } });
    const mark = marker();
    await rawRequest(`${ctx.server.url}/api/health?mark=${mark}`);
    await ctx.server.core.logs.flush();
    expect((await ctx.ops.logs.getList(1, 1)).totalItems).toBe(0);
    await ctx.ops.settings.update({ logs: { maxDays: 5 } });
  });
});
