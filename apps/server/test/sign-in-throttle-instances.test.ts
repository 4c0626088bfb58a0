import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@rumbo/domain';
import { operator, startTestServer, type TestServer } from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { startSecondInstance, type SecondInstance } from './second-instance.ts';
import { expectErrorShape, rawRequest, type RawResponse } from './api-failure.ts';

// The sign-in throttle's failures live in the database (decision 022), so instances behind a
// balancer share one allowance per identity and per address, and a restart remembers it: an
// attacker does not get the allowance once per instance.
const USERS = '/api/collections/users/auth-with-password';
const WRONG = 'not-the-password-1';
const ALLOWANCE = 6;
const WINDOW_SECONDS = 120;

describe.runIf(ON_POSTGRES)('the sign-in throttle of instances on one database', () => {
  let a: TestServer;
  let b: SecondInstance;
  let ops: PocketBase;

  /** A sign-in through `url`, counted against `address` (the loopback proxy's X-Real-IP). */
  function signIn(url: string, identity: string, password: string, address: string) {
    return rawRequest(`${url}${USERS}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': address },
      body: JSON.stringify({ identity, password }),
    });
  }

  function expectRefused(response: RawResponse) {
    expectErrorShape(response, 429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  }

  /** Sets throttle rules through A and waits until B applies them (decision 055: within a second). */
  async function setRules(rules: Record<string, unknown>) {
    await ops.settings.update({ signInThrottle: rules });
    const applied = () =>
      Object.entries(rules).every(
        ([key, value]) =>
          (b.core.settings.get().signInThrottle as Record<string, unknown>)[key] === value,
      );
    for (let waited = 0; !applied(); waited += 50) {
      if (waited > 2_000) throw new Error('instance B did not apply the settings');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    a = await startTestServer();
    b = await startSecondInstance(a.databaseUrl!);
    ops = await operator(a.url);
    await setRules({
      enabled: true,
      windowSeconds: WINDOW_SECONDS,
      maxIdentityFailures: ALLOWANCE,
      maxAddressFailures: 1000,
      delayMs: 0,
      maxDelayMs: 0,
    });
  });

  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it('refuses the next attempt on either instance once both together spent an identity’s allowance', async () => {
    const identity = DEMO_EMAILS.staffPlata;
    for (let i = 0; i < ALLOWANCE; i++) {
      const through = i % 2 === 0 ? a.url : b.url;
      expect((await signIn(through, identity, WRONG, '203.0.113.1')).status).toBe(400);
    }
    // The right password from another address: the identity's allowance is spent.
    expectRefused(await signIn(a.url, identity, DEMO_PASSWORD, '203.0.113.2'));
    expectRefused(await signIn(b.url, identity, DEMO_PASSWORD, '203.0.113.3'));
  });

  it('lets through no more than the allowance of many parallel guesses through both', async () => {
    const identity = DEMO_EMAILS.staffGolfo;
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn([a.url, b.url][i % 2]!, identity, WRONG, `203.0.113.${10 + (i % 20)}`),
      ),
    );
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(ALLOWANCE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ALLOWANCE);
    expectRefused(await signIn(a.url, identity, DEMO_PASSWORD, '203.0.113.40'));
    expectRefused(await signIn(b.url, identity, DEMO_PASSWORD, '203.0.113.41'));
  });

  it('shares one address’s allowance, whatever the identities', async () => {
    await setRules({ maxAddressFailures: 8 });
    const address = '198.51.100.7';
    const guesses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        signIn([a.url, b.url][i % 2]!, `guess-${i}@rumbo.test`, WRONG, address),
      ),
    );
    expect(guesses.filter((response) => response.status === 400)).toHaveLength(8);
    expectRefused(await signIn(a.url, DEMO_EMAILS.superGolfo, DEMO_PASSWORD, address));
    expectRefused(await signIn(b.url, DEMO_EMAILS.superGolfo, DEMO_PASSWORD, address));
    // Another address still signs in, through either instance.
    expect(
      (await signIn(b.url, DEMO_EMAILS.superGolfo, DEMO_PASSWORD, '198.51.100.8')).status,
    ).toBe(200);
    await setRules({ maxAddressFailures: 1000 });
  });

  it('still refuses after a restart: a new instance on the same database remembers', async () => {
    await b.stop();
    b = await startSecondInstance(a.databaseUrl!);
    expectRefused(await signIn(b.url, DEMO_EMAILS.staffPlata, DEMO_PASSWORD, '203.0.113.50'));
    expectRefused(await signIn(b.url, DEMO_EMAILS.staffGolfo, DEMO_PASSWORD, '203.0.113.51'));
    // An identity with no failures signs in through the new instance.
    expect(
      (await signIn(b.url, DEMO_EMAILS.staffVencida, DEMO_PASSWORD, '203.0.113.52')).status,
    ).toBe(200);
  });
});
