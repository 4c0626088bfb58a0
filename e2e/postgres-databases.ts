import pg from 'pg';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../apps/server/test/postgres-cluster.ts';

/** Which database the product servers of a Playwright project run on (`use.databaseEngine`). */
export type DatabaseEngine = 'sqlite' | 'postgres';

let cluster: Promise<PostgresCluster> | null = null;
let created = 0;

/**
 * A new, empty PostgreSQL database for one product server (which seeds it at start), in a
 * throwaway cluster this worker starts on first use and stops when it ends.
 */
export async function newPostgresDatabase(): Promise<string> {
  cluster ??= startPostgresCluster();
  const { url } = await cluster;
  const name = `e2e_${process.pid}_${++created}`;
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(url, name);
}

export async function stopPostgres(): Promise<void> {
  const started = cluster;
  cluster = null;
  if (started) await (await started).stop();
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
