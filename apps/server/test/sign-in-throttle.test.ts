import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@rumbo/domain';
import { client, operator, startTestServer, type TestServer } from './test-server.ts';
import { expectErrorShape, failureOf, rawRequest, type RawResponse } from './api-failure.ts';

// Failed password sign-ins are throttled per identity and per client address, for users and
// operators alike: rising delays, then 429 with Retry-After (issue 15 §3, decision 022).
let server: TestServer;
let ops: PocketBase;

const OPERATOR_EMAIL = 'second-ops@rumbo.test';
const OPERATOR_PASSWORD = 'Velero-Brújula-4417';
const WRONG = 'not-the-password-1';

beforeAll(async () => {
  server = await startTestServer();
  ops = await operator(server.url);
  await ops.admins.create({
    email: OPERATOR_EMAIL,
    password: OPERATOR_PASSWORD,
    passwordConfirm: OPERATOR_PASSWORD,
  });
});

afterAll(async () => {
  await server.close();
});

type Rules = {
  windowSeconds?: number;
  maxIdentityFailures?: number;
  maxAddressFailures?: number;
  delayMs?: number;
  maxDelayMs?: number;
  enabled?: boolean;
};

async function setRules(rules: Rules) {
  await ops.settings.update({ signInThrottle: rules });
}

function signIn(path: string, identity: string, password: string): Promise<RawResponse> {
  return rawRequest(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity, password }),
  });
}

const USERS = '/api/collections/users/auth-with-password';
const ADMINS = '/api/admins/auth-with-password';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in throttle settings', () => {
  it('are part of the settings with product defaults, and are validated', async () => {
    const settings = (await ops.settings.getAll()) as Record<string, unknown>;
    expect(settings.signInThrottle).toEqual({
      enabled: true,
      windowSeconds: 900,
      maxIdentityFailures: 5,
      maxAddressFailures: 100,
      delayMs: 250,
      maxDelayMs: 2000,
    });
    const failure = await failureOf(
      ops.settings.update({ signInThrottle: { windowSeconds: 0, maxIdentityFailures: 0 } }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.signInThrottle).toMatchObject({
      windowSeconds: { code: 'validation_min_greater_equal_than_required' },
      maxIdentityFailures: { code: 'validation_min_greater_equal_than_required' },
    });
  });
});

describe.each([
  { who: 'users', path: USERS, identity: DEMO_EMAILS.staffPlata, password: DEMO_PASSWORD },
  { who: 'operators', path: ADMINS, identity: OPERATOR_EMAIL, password: OPERATOR_PASSWORD },
])('password sign-in of $who', ({ path, identity, password }) => {
  it('answers 429 with Retry-After once an identity spent its failures; the right password works after the window', async () => {
    await setRules({ windowSeconds: 2, maxIdentityFailures: 3, delayMs: 0, maxDelayMs: 0 });
    for (let i = 0; i < 3; i++) expect((await signIn(path, identity, WRONG)).status).toBe(400);
    const refused = await signIn(path, identity.toUpperCase(), password);
    expectErrorShape(refused, 429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);
    // Other accounts from the same address still sign in.
    const other = client(server.url);
    await other.collection('users').authWithPassword(DEMO_EMAILS.staffGolfo, DEMO_PASSWORD);
    await sleep(retryAfter * 1000 + 50);
    expect((await signIn(path, identity, password)).status).toBe(200);
  });

  it('forgets the failures of an identity after a correct password', async () => {
    await setRules({ windowSeconds: 60, maxIdentityFailures: 3, delayMs: 0, maxDelayMs: 0 });
    for (let i = 0; i < 2; i++) expect((await signIn(path, identity, WRONG)).status).toBe(400);
    expect((await signIn(path, identity, password)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signIn(path, identity, WRONG)).status).toBe(400);
    expect((await signIn(path, identity, password)).status).toBe(200);
  });

  it('holds back answers with rising delays before refusing', async () => {
    await setRules({ windowSeconds: 60, maxIdentityFailures: 5, delayMs: 200, maxDelayMs: 1000 });
    const unknown = `nobody-${Math.random()}@rumbo.test`;
    const took: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await signIn(path, unknown, WRONG)).status).toBe(400);
      took.push(performance.now() - started);
    }
    // Two free failures, then 200, 400 and 800 ms.
    expect(took[0]).toBeLessThan(200);
    expect(took[1]).toBeLessThan(200);
    expect(took[2]).toBeGreaterThanOrEqual(195);
    expect(took[3]).toBeGreaterThanOrEqual(395);
    expect(took[4]).toBeGreaterThanOrEqual(795);
    expect((await signIn(path, unknown, WRONG)).status).toBe(429);
  });
});

describe('per client address', () => {
  it('refuses every identity from an address that spent its allowance, then lets it in again', async () => {
    await setRules({
      windowSeconds: 2,
      maxIdentityFailures: 100,
      maxAddressFailures: 4,
      delayMs: 0,
      maxDelayMs: 0,
    });
    await sleep(2050); // earlier tests' failures leave the window
    for (let i = 0; i < 4; i++)
      expect((await signIn(USERS, `guess-${i}@rumbo.test`, WRONG)).status).toBe(400);
    const refused = await signIn(ADMINS, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    expectErrorShape(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await signIn(USERS, DEMO_EMAILS.staffGolfo, DEMO_PASSWORD)).status).toBe(429);
    await sleep(Number(refused.headers.get('retry-after')) * 1000 + 50);
    expect((await signIn(USERS, DEMO_EMAILS.staffGolfo, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts each client of a local proxy on its own address (X-Real-IP, X-Forwarded-For)', async () => {
    await setRules({
      windowSeconds: 60,
      maxIdentityFailures: 100,
      maxAddressFailures: 2,
      delayMs: 0,
      maxDelayMs: 0,
    });
    const viaProxy = (headers: Record<string, string>, password = WRONG) =>
      rawRequest(`${server.url}${USERS}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ identity: DEMO_EMAILS.staffGolfo, password }),
      });
    const first = { 'x-real-ip': '203.0.113.7' };
    for (let i = 0; i < 2; i++) expect((await viaProxy(first)).status).toBe(400);
    expect((await viaProxy(first, DEMO_PASSWORD)).status).toBe(429);
    // Another client behind the same proxy is not locked out; the appended (last) entry counts.
    const second = { 'x-forwarded-for': '203.0.113.7, 198.51.100.20' };
    expect((await viaProxy(second, DEMO_PASSWORD)).status).toBe(200);
    await setRules({ maxAddressFailures: 100, windowSeconds: 1 });
    await sleep(1050);
  });

  it('is off when the settings turn it off', async () => {
    await setRules({ enabled: false, maxIdentityFailures: 1, maxAddressFailures: 1 });
    for (let i = 0; i < 3; i++)
      expect((await signIn(USERS, DEMO_EMAILS.staffGolfo, WRONG)).status).toBe(400);
    expect((await signIn(USERS, DEMO_EMAILS.staffGolfo, DEMO_PASSWORD)).status).toBe(200);
  });
});
