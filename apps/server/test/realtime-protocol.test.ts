import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS } from '@rumbo/domain';
import { client, operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { expectErrorShape, failureOf, rawRequest } from './api-failure.ts';
import {
  RawStream,
  postSubscriptions,
  sleep,
  startServerIn,
  subscribeLog,
  temporaryDataDir,
} from './realtime-fixtures.ts';

// The realtime wire protocol (reference §5.11, §10.1–10.2): the stream, the subscribe request and
// its errors, identity binding, and the broker API other features use (OAuth2's `@oauth2`).
let server: TestServer;
const streams: RawStream[] = [];
const sdks: PocketBase[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const pb of sdks) await pb.realtime.unsubscribe();
  for (const stream of streams) await stream.close();
  await server.close();
});

async function openStream(): Promise<RawStream> {
  const stream = await RawStream.open(server.url);
  streams.push(stream);
  return stream;
}

async function sdk(make: Promise<PocketBase> | PocketBase): Promise<PocketBase> {
  const pb = await make;
  sdks.push(pb);
  return pb;
}

describe('GET /api/realtime', () => {
  it('answers an event stream whose first message is PB_CONNECT with a 40-character id', async () => {
    const response = await fetch(`${server.url}/api/realtime`);
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    await reader.cancel();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const text = new TextDecoder().decode(value);
    const id = /^id:([A-Za-z0-9]{40})\n/.exec(text)?.[1];
    expect(id).toBeDefined();
    expect(text).toBe(`id:${id}\nevent:PB_CONNECT\ndata:{"clientId":"${id}"}\n\n`);
  });

  it('gives every stream its own client id and forgets a client when its stream closes', async () => {
    const [a, b] = await Promise.all([openStream(), openStream()]);
    expect(a.clientId).not.toBe(b.clientId);
    expect(server.core.realtime.hasClient(a.clientId)).toBe(true);
    await a.close();
    await expect.poll(() => server.core.realtime.hasClient(a.clientId)).toBe(false);
    expect(server.core.realtime.hasClient(b.clientId)).toBe(true);
  });

  it('lets the SDK connect and learn its client id', async () => {
    const pb = await sdk(client(server.url));
    await subscribeLog(pb, 'shipments_ocean', '*');
    expect(pb.realtime.clientId).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(server.core.realtime.hasClient(pb.realtime.clientId)).toBe(true);
  });
});

describe('POST /api/realtime', () => {
  it('answers 204 and replaces the whole subscription set', async () => {
    const stream = await openStream();
    const { clientId } = stream;
    const first = await postSubscriptions(server.url, { clientId, subscriptions: ['a', 'b'] });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    await postSubscriptions(server.url, { clientId, subscriptions: ['b', 'c'] });
    const subscribed = (topic: string) => server.core.realtime.sendToClient(clientId, topic, {});
    expect(['a', 'b', 'c'].map(subscribed)).toEqual([false, true, true]);
    await postSubscriptions(server.url, { clientId });
    expect(['b', 'c'].map(subscribed)).toEqual([false, false]);
  });

  it('accepts multipart bodies', async () => {
    const stream = await openStream();
    const form = new FormData();
    form.append('clientId', stream.clientId);
    form.append('subscriptions', '@oauth2');
    form.append('subscriptions', 'shipments_ocean/*');
    const response = await fetch(`${server.url}/api/realtime`, { method: 'POST', body: form });
    expect(response.status).toBe(204);
    expect(server.core.realtime.sendToClient(stream.clientId, 'shipments_ocean/*', 1)).toBe(true);
  });

  it('validates the client id and the subscriptions', async () => {
    const missing = await rawRequest(`${server.url}/api/realtime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscriptions: ['ok', 'x'.repeat(2501)] }),
    });
    expectErrorShape(missing, 400);
    expect((missing.json as { data: unknown }).data).toEqual({
      clientId: { code: 'validation_required', message: 'Cannot be blank.' },
      subscriptions: {
        1: { code: 'validation_length_too_long', message: 'The length must be no more than 2500.' },
      },
    });
    const tooMany = await postSubscriptions(server.url, {
      clientId: 'x'.repeat(256),
      subscriptions: Array.from({ length: 1001 }, (_, i) => `t${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { data: unknown }).data).toEqual({
      clientId: {
        code: 'validation_length_out_of_range',
        message: 'The length must be between 1 and 255.',
      },
      subscriptions: {
        code: 'validation_length_too_long',
        message: 'The length must be no more than 1000.',
      },
    });
  });

  it('refuses values of the wrong type and malformed bodies with a 400', async () => {
    for (const body of [{ clientId: 5 }, { clientId: 'x', subscriptions: [1] }, ['x']]) {
      const response = await rawRequest(`${server.url}/api/realtime`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expectErrorShape(response, 400);
    }
  });

  it('answers 404 for an unknown client', async () => {
    const response = await rawRequest(`${server.url}/api/realtime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientId: 'no-such-client', subscriptions: [] }),
    });
    expectErrorShape(response, 404);
    expect((response.json as { message: string }).message).toBe('Missing or invalid client id.');
  });
});

describe('identity binding', () => {
  it('refuses a later request by another user or by a guest (403), through the SDK too', async () => {
    const pb = await sdk(signedIn(server.url, DEMO_EMAILS.staffGolfo));
    await subscribeLog(pb, 'shipments_ocean', '*');
    const golfoAuth = { token: pb.authStore.token, model: pb.authStore.model };
    const plata = await signedIn(server.url, DEMO_EMAILS.staffPlata);
    pb.authStore.save(plata.authStore.token, plata.authStore.model);
    const asOther = await failureOf(subscribeLog(pb, 'shipments_air', '*'));
    expect(asOther.status).toBe(403);
    expect(asOther.body.message).toBe(
      "The current and the previous request authorization don't match.",
    );
    pb.authStore.clear();
    expect((await failureOf(subscribeLog(pb, 'shipments_land', '*'))).status).toBe(403);
    pb.authStore.save(golfoAuth.token, golfoAuth.model);
    await subscribeLog(pb, 'partners', '*');
  });

  it('lets a guest client authorize later, and an operator bind like a user', async () => {
    const stream = await openStream();
    const { clientId } = stream;
    expect((await postSubscriptions(server.url, { clientId, subscriptions: ['a'] })).status).toBe(
      204,
    );
    const ops = await operator(server.url);
    const asOps = await postSubscriptions(server.url, { clientId }, ops.authStore.token);
    expect(asOps.status).toBe(204);
    const staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
    const asStaff = await postSubscriptions(server.url, { clientId }, staff.authStore.token);
    expect(asStaff.status).toBe(403);
    expect((await postSubscriptions(server.url, { clientId })).status).toBe(403);
  });
});

describe('broker API (used by OAuth2)', () => {
  it('sends to a subscribed client only, with the topic as the event name', async () => {
    const stream = await openStream();
    const { clientId } = stream;
    const { realtime } = server.core;
    await postSubscriptions(server.url, { clientId, subscriptions: ['@oauth2'] });
    expect(realtime.sendToClient(clientId, 'other', {})).toBe(false);
    expect(realtime.sendToClient('unknown', '@oauth2', {})).toBe(false);
    expect(realtime.sendToClient(clientId, '@oauth2', { state: 's', code: 'c' })).toBe(true);
    expect(await stream.nextRaw()).toBe(
      `id:${clientId}\nevent:@oauth2\ndata:{"state":"s","code":"c"}\n\n`,
    );
    realtime.unsubscribe(clientId, '@oauth2');
    expect(realtime.sendToClient(clientId, '@oauth2', {})).toBe(false);
    expect(realtime.hasClient(clientId)).toBe(true);
    expect(realtime.hasClient('unknown')).toBe(false);
  });
});

describe('idle timeout', () => {
  let quick: TestServer;

  beforeAll(async () => {
    quick = await startServerIn(temporaryDataDir(), { realtimeIdleTimeoutMs: 400 });
  });

  afterAll(async () => {
    await quick.close();
  });

  it('closes a stream after the idle time without messages; each message restarts it', async () => {
    const stream = await RawStream.open(quick.url);
    const { clientId } = stream;
    await postSubscriptions(quick.url, { clientId, subscriptions: ['ping'] });
    const opened = Date.now();
    // Messages every 150 ms keep it open well past 400 ms.
    for (let i = 0; i < 6; i++) {
      await sleep(150);
      expect(quick.core.realtime.sendToClient(clientId, 'ping', i)).toBe(true);
      expect((await stream.next())?.data).toBe(String(i));
    }
    expect(Date.now() - opened).toBeGreaterThan(800);
    const lastMessage = Date.now();
    expect(await stream.next()).toBeNull();
    expect(Date.now() - lastMessage).toBeGreaterThanOrEqual(350);
    expect(quick.core.realtime.hasClient(clientId)).toBe(false);
  });
});

describe('shutdown', () => {
  it('refuses a stream asked for once closing began, and closing does not wait for it', async () => {
    const closing = await startServerIn(temporaryDataDir());
    const open = await RawStream.open(closing.url);
    // What the preClose hook does first; a request already under way reaches the handler after it.
    closing.core.realtime.closeAll();
    expect(await open.next()).toBeNull();
    const late = await fetch(`${closing.url}/api/realtime`);
    expect(late.status).toBe(503);
    expect(await late.json()).toEqual({
      code: 503,
      message: 'The server is shutting down.',
      data: {},
    });
    const started = Date.now();
    await closing.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
