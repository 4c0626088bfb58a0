import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { startServer } from '../src/start-server.ts';
import { TEST_BCRYPT_COST, TEST_CSD_SECRET } from './test-passwords.ts';

/**
 * Migrating and seeding a database costs about a second, and almost every test file wants a
 * seeded server. So the test run seeds one database through
 * the real start-up path (global-setup.ts) and each server starts on a copy of it: the copy has
 * data, so `startServer` applies no migration and leaves the seed alone, as after a restart.
 */

/** The name of the database file inside a data directory (start-server.ts opens this one). */
export const DATABASE_FILE = 'data.db';

/**
 * Starts the product server once in `dataDir` (migrations, demo seed), stops it and returns the
 * path of its database. The settings row is removed, so every server started on a copy writes
 * fresh defaults as a new database would: its own token secrets and its own app URL.
 */
export async function seedDatabaseIn(
  dataDir: string,
  now: Date,
  databaseUrl?: string | null,
): Promise<string> {
  const server = await startServer({
    dataDir,
    databaseUrl: databaseUrl ?? undefined,
    host: '127.0.0.1',
    port: 0,
    seed: true,
    now,
    bcryptCost: TEST_BCRYPT_COST,
    // One instance per test database: its files have nobody to be shared with (no notice).
    sharedDataDir: true,
    billing: { csdSecret: TEST_CSD_SECRET },
  });
  await server.core.db.run('DELETE FROM "_params" WHERE "key" = ?', ['settings']);
  await server.close(); // the last connection checkpoints the write-ahead log into data.db
  return path.join(dataDir, DATABASE_FILE);
}

/**
 * Puts a copy of the run's seeded database into an empty `dataDir`. False when the run has
 * none (a server must then seed by itself), e.g. under a config without the global setup.
 */
export function copySeededDatabase(dataDir: string): boolean {
  const seeded = inject('seededDatabase')?.file;
  if (!seeded || !existsSync(seeded)) return false;
  const target = path.join(dataDir, DATABASE_FILE);
  if (existsSync(target)) throw new Error(`${dataDir} already holds a database`);
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(seeded, target);
  return true;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database seeded once for the run (global-setup.ts) and the `now` of its seed. */
    seededDatabase: { file: string; seededAt: string };
  }
}
