import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { startServer, type RunningServer } from '../src/start-server.ts';
import { Passwords } from '../src/tools/passwords.ts';
import { client } from './test-server.ts';
import { TEST_BCRYPT_COST } from './test-passwords.ts';

// Test servers hash at bcrypt's lowest cost (test-passwords.ts); production must not. These
// checks start a server the way `npm start` does, with no cost given, and read what it stores.

const hashCostOf = (hash: string) => /^\$2a\$(\d{2})\$/.exec(hash)?.[1];

describe('the bcrypt cost from the configuration', () => {
  it.each([
    [{}, 12],
    [{ BCRYPT_COST: '' }, 12],
    [{ BCRYPT_COST: '4' }, 4],
    [{ BCRYPT_COST: '13' }, 13],
  ])('%j gives cost %i', (env, cost) => {
    expect(readConfig(env).bcryptCost).toBe(cost);
  });

  it.each(['3', '32', '10.5', 'twelve'])('refuses BCRYPT_COST=%s at start', (value) => {
    expect(() => readConfig({ BCRYPT_COST: value })).toThrow(/Invalid BCRYPT_COST/);
  });

  it('refuses a cost bcrypt does not take when built in code', () => {
    expect(() => new Passwords(3)).toThrow(RangeError);
    expect(() => new Passwords(32)).toThrow(RangeError);
  });
});

describe('a server started with the default configuration', () => {
  let server: RunningServer;
  let dataDir: string;
  const password = 'a-long-operator-password';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-bcrypt-cost-'));
    // Exactly what main.ts passes for an empty environment, bar the port.
    server = await startServer({ ...readConfig({ DATA_DIR: dataDir, SEED: '0' }), port: 0 });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('hashes passwords at cost 12, as PocketBase does, and signs in with them', async () => {
    const pb = client(server.url);
    await pb.admins.create({ email: 'first@rumbo.test', password, passwordConfirm: password });
    await pb.admins.authWithPassword('first@rumbo.test', password);
    const user = await pb.collection('users').create({
      email: 'costly@rumbo.test',
      password,
      passwordConfirm: password,
    });
    const hashes = await server.core.db.all<{ passwordHash: string }>(
      `SELECT "passwordHash" FROM "_admins" UNION ALL SELECT "passwordHash" FROM "users" WHERE "id" = ?`,
      [user.id],
    );
    expect(hashes.map((row) => hashCostOf(row.passwordHash))).toEqual(['12', '12']);
    await client(server.url).collection('users').authWithPassword('costly@rumbo.test', password);
  });

  it('a hash of one cost verifies under a server configured for another', async () => {
    const [stored] = await server.core.db.all<{ passwordHash: string }>(
      'SELECT "passwordHash" FROM "_admins"',
    );
    const testPasswords = new Passwords(TEST_BCRYPT_COST);
    expect(await testPasswords.verify(password, stored!.passwordHash)).toBe(true);
    expect(await testPasswords.verify('another-password', stored!.passwordHash)).toBe(false);
    expect(hashCostOf(await testPasswords.hash(password))).toBe('04');
  });
});
