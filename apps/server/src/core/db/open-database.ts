import path from 'node:path';
import type { Db } from './db.ts';
import { SqliteDb } from './sqlite.ts';

export type Databases = {
  /** Records, collections, settings, operators. */
  db: Db;
  /** Request logs: a database of their own on SQLite (so they never hold up record writes). */
  logsDb: Db;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** Folder of the embedded SQLite files (`data.db`, `logs.db`). */
  dataDir: string;
  /** `postgres://…` to run on PostgreSQL instead (decision 043). */
  databaseUrl?: string;
};

/** Opens the engine the options name: PostgreSQL for a `postgres://` URL, else embedded SQLite. */
export async function openDatabases(options: DatabaseOptions): Promise<Databases> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    const db = await openPostgres(options.databaseUrl);
    return { db, logsDb: db, close: () => db.close() };
  }
  const db = new SqliteDb(path.join(options.dataDir, 'data.db'));
  const logsDb = new SqliteDb(path.join(options.dataDir, 'logs.db'));
  return {
    db,
    logsDb,
    close: async () => {
      await logsDb.close();
      await db.close();
    },
  };
}

/**
 * Holds the database for one instance's start: on PostgreSQL, instances started together take
 * turns preparing it (tables, migrations, seed); SQLite has one server process. Returns the
 * release.
 */
export async function holdStart(options: DatabaseOptions): Promise<() => Promise<void>> {
  if (!options.databaseUrl) return async () => undefined;
  const { holdPostgresStartLock } = await import('./postgres-start-lock.ts');
  return holdPostgresStartLock(options.databaseUrl);
}
