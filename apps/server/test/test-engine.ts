import { inject } from 'vitest';
import pg from 'pg';
import { randomString } from '../src/tools/ids.ts';

/**
 * Which engine the server tests run on: embedded SQLite, or PostgreSQL when the run sets
 * `RUMBO_TEST_ENGINE=postgres` (vitest project `server-postgres`, decision 043). Test servers
 * then each get a database of their own in the run's throwaway cluster (global-setup.ts).
 */
export const ON_POSTGRES = process.env.RUMBO_TEST_ENGINE === 'postgres';

/** The template database the run seeded once (global-setup.ts). */
export const SEEDED_TEMPLATE = 'rumbo_seeded';

/**
 * A new, empty PostgreSQL database for one test server, or a copy of the seeded one; undefined
 * on SQLite, where the server's data directory holds its database.
 */
export async function testDatabaseUrl(options: { seeded: boolean }): Promise<string | undefined> {
  if (!ON_POSTGRES) return undefined;
  const name = `t_${randomString(12, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
  const template = options.seeded ? ` TEMPLATE ${SEEDED_TEMPLATE}` : '';
  await adminQuery(`CREATE DATABASE ${name}${template}`);
  return databaseUrl(inject('postgresServer'), name);
}

/** `postgres://…/<name>` on the run's cluster. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * One statement on the cluster's maintenance database. Copies of one template cannot start while
 * another copy reads it (55006, "being accessed by other users"): such a copy is retried.
 */
export async function adminQuery(sql: string, server = inject('postgresServer')): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
    await client.connect();
    try {
      await client.query(sql);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (`postgres://user@host:port`), on the PostgreSQL run only. */
    postgresServer: string;
    /** A database of its own for the query compiler's PostgreSQL cases (`*-postgres.test.ts`). */
    postgresUrl: string;
  }
}

const databases = new Map<string, string>();

/**
 * Engine options for a server started, and restarted, in `dataDir`: on PostgreSQL the same
 * database every time (made on the first start: a copy of the seeded one, or empty); on SQLite
 * none, as the data directory holds the database.
 */
export async function databaseFor(
  dataDir: string,
  options: { seeded: boolean },
): Promise<{ databaseUrl?: string }> {
  if (!ON_POSTGRES) return {};
  let url = databases.get(dataDir);
  if (!url) {
    url = (await testDatabaseUrl(options))!;
    databases.set(dataDir, url);
  }
  return { databaseUrl: url };
}
