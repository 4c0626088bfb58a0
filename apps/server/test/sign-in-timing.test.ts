import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { operator, startTestServer, type TestServer } from './test-server.ts';
import { rawRequest } from './api-failure.ts';

// A wrong password for a known account and any password for an unknown one cost the same bcrypt
// work, so the time of a refusal does not tell which accounts exist (issue 15 §3, decision 022).
// The server hashes at cost 8 here (a few ms per check, well above the noise of a request) and
// the accounts compared are created through it, so their hashes have the configured cost.
const COST = 8;
const ROUNDS = 15;
const PASSWORD = 'Marejada-Cobalto-5821';

let server: TestServer;
let ops: PocketBase;

beforeAll(async () => {
  server = await startTestServer({ bcryptCost: COST });
  ops = await operator(server.url);
  // Delays of the throttle would swamp what is measured.
  await ops.settings.update({ signInThrottle: { enabled: false } });
  const company = await ops.collection('companies').getFirstListItem('');
  await ops.collection('users').create({
    email: 'timing@rumbo.test',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    nombreCompleto: 'Timing',
    role: 'staff',
    company: company.id,
    verified: true,
  });
  await ops.admins.create({
    email: 'timing-ops@rumbo.test',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  });
});

afterAll(async () => {
  await server.close();
});

async function refusalMs(path: string, identity: string): Promise<number> {
  const started = performance.now();
  const response = await rawRequest(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity, password: 'not-the-password-9' }),
  });
  const took = performance.now() - started;
  expect(response.status).toBe(400);
  return took;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe.each([
  { who: 'users', path: '/api/collections/users/auth-with-password', known: 'timing@rumbo.test' },
  { who: 'operators', path: '/api/admins/auth-with-password', known: 'timing-ops@rumbo.test' },
])('refusing a sign-in of $who', ({ path, known }) => {
  it('takes as long for an unknown email as for a known one with a wrong password', async () => {
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so a slow moment of the machine weighs on both alike.
    for (let i = 0; i < ROUNDS; i++) {
      knownTimes.push(await refusalMs(path, known));
      unknownTimes.push(await refusalMs(path, `nobody-${i}@rumbo.test`));
    }
    const ratio = median(knownTimes) / median(unknownTimes);
    console.info(
      `${path}: known ${median(knownTimes).toFixed(1)} ms, unknown ${median(unknownTimes).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    // Before equal work the ratio was 6–14; noise of a busy machine stays well inside this band.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
