import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@rumbo/domain';
import { startServer } from '../src/start-server.ts';
import { openPostgres } from '../src/core/db/postgres.ts';
import { client, operator, signedIn } from './test-server.ts';
import { ON_POSTGRES, testDatabaseUrl } from './test-engine.ts';
import { TEST_BCRYPT_COST } from './test-passwords.ts';

const run = promisify(execFile);
const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const copy = (from: string, to: string) =>
  run('npx', ['tsx', 'src/cli/db-copy.ts', '--from', from, '--to', to], { cwd: SERVER_ROOT });

// `npm run db:copy` (README "Running on PostgreSQL"): the demo data moved from embedded SQLite
// to PostgreSQL, checked table by table, and the product running on the copy.
describe.runIf(ON_POSTGRES)('copying a SQLite data directory to PostgreSQL', () => {
  let dataDir: string;
  let target: string;
  let output: string;
  const counts: Record<string, number> = {};

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-db-copy-'));
    const source = await startServer({
      dataDir,
      host: '127.0.0.1',
      port: 0,
      seed: true,
      bcryptCost: TEST_BCRYPT_COST,
    });
    const ops = await operator(source.url);
    for (const name of ['shipments_ocean', 'partners', 'users', 'companies'])
      counts[name] = (await ops.collection(name).getList(1, 1)).totalItems;
    await source.close();
    target = (await testDatabaseUrl({ seeded: false }))!;
    output = (await copy(dataDir, target)).stdout;
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('copies every table and finds each one equal on both sides', () => {
    for (const table of ['_admins', '_params', '_collections', 'users', 'shipments_ocean'])
      expect(output).toMatch(new RegExp(`^ok\\s+${table}\\s+\\d+ rows$`, 'm'));
    expect(output).not.toMatch(/DIFFERS/);
    expect(output).toMatch(/Copied and checked \d+ tables/);
  });

  it('refuses a target that is not empty, and leaves it as it was', async () => {
    const failure = await copy(dataDir, target).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/not empty/);
  });

  it('serves the same data from the copy: sign-in with the copied hashes, lists, rules', async () => {
    const server = await startServer({
      dataDir,
      databaseUrl: target,
      host: '127.0.0.1',
      port: 0,
      seed: true,
      bcryptCost: TEST_BCRYPT_COST,
    });
    try {
      const ops = await operator(server.url);
      for (const [name, total] of Object.entries(counts))
        expect((await ops.collection(name).getList(1, 1)).totalItems).toBe(total);
      const staff = await signedIn(server.url, 'staff@golfo.test');
      const list = await staff.collection('shipments_ocean').getList(1, 200);
      expect(list.items.every((item) => item.company === DEMO_IDS.golfo)).toBe(true);
      expect(list.totalItems).toBeGreaterThan(0);
      await expect(
        client(server.url).collection('users').authWithPassword('staff@golfo.test', 'wrong-pass'),
      ).rejects.toMatchObject({ status: 400 });
    } finally {
      await server.close();
    }
  });

  it('tells a changed row apart: the checksum covers every value', async () => {
    const { tableChecksum } = await import('../src/core/copy/table-checksum.ts');
    const db = await openPostgres(target);
    try {
      const table = { name: 'partners', kinds: {} };
      const before = await tableChecksum(db, table);
      await db.run(
        'UPDATE "partners" SET "direccion" = "direccion" || ? WHERE "id" = (SELECT MIN("id") FROM "partners")',
        ['!'],
      );
      const after = await tableChecksum(db, table);
      expect(after.rows).toBe(before.rows);
      expect(after.checksum).not.toBe(before.checksum);
    } finally {
      await db.close();
    }
  });
});
