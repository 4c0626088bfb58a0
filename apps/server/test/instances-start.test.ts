import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/start-server.ts';
import { operator } from './test-server.ts';
import { ON_POSTGRES, testDatabaseUrl } from './test-engine.ts';
import { TEST_BCRYPT_COST } from './test-passwords.ts';

// Instances deployed together (issue 19) start at the same moment on one empty PostgreSQL
// database: each would create the tables, apply the collections and seed the demo data at once.
// They take turns instead (core/db/postgres-start-lock.ts).
describe.runIf(ON_POSTGRES)('instances started together on an empty database', () => {
  const folders: string[] = [];
  const servers: RunningServer[] = [];

  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('all start, and the database is prepared and seeded once', { timeout: 120_000 }, async () => {
    const databaseUrl = await testDatabaseUrl({ seeded: false });
    const now = new Date('2026-11-27T12:00:00Z');
    const starts = Array.from({ length: 3 }, () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-together-'));
      folders.push(dataDir);
      return startServer({
        dataDir,
        databaseUrl,
        sharedDataDir: true,
        host: '127.0.0.1',
        port: 0,
        seed: true,
        now,
        bcryptCost: TEST_BCRYPT_COST,
      });
    });
    const started = await Promise.allSettled(starts);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const answers = await Promise.all(
      servers.map(async (server) => (await fetch(`${server.url}/api/health`)).status),
    );
    expect(answers).toEqual([200, 200, 200]);
    const ops = await operator(servers[2]!.url);
    const companies = await ops.collection('companies').getFullList({ fields: 'name' });
    const names = companies.map((company) => String(company.name));
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    const collections = await ops.collections.getFullList({ fields: 'name' });
    expect(new Set(collections.map((c) => c.name)).size).toBe(collections.length);
  });
});
