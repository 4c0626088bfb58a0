import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDatabaseIn } from './seeded-database.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { adminQuery, databaseUrl, SEEDED_TEMPLATE } from './test-engine.ts';

/**
 * Seeds one database for the server tests of this run (seeded-database.ts); test servers start
 * on copies of it. Made anew on every run, so it always matches the current migrations, seed
 * and record engine.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-seeded-database-'));
  const now = new Date();
  // The project's `env` reaches the test workers, not this setup: read it from the config.
  const onPostgres = project.config.env?.RUMBO_TEST_ENGINE === 'postgres';
  const cluster = onPostgres ? await postgresForRun() : null;
  if (cluster) {
    project.provide('postgresServer', cluster.server);
    project.provide('postgresUrl', cluster.url);
  }
  const file = await seedDatabaseIn(
    dataDir,
    now,
    cluster && (await seededTemplate(cluster.server)),
  );
  project.provide('seededDatabase', { file, seededAt: now.toISOString() });
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await cluster?.stop();
  };
}

/**
 * The PostgreSQL run's server: a throwaway cluster (postgres-cluster.ts), or the one named by
 * `RUMBO_TEST_POSTGRES_URL` (its databases are left behind for the operator to drop).
 */
async function postgresForRun(): Promise<{
  url: string;
  server: string;
  stop(): Promise<void>;
}> {
  const external = process.env.RUMBO_TEST_POSTGRES_URL;
  if (external) return { url: external, server: databaseUrl(external, ''), stop: async () => {} };
  const cluster = await startPostgresCluster();
  return { url: cluster.url, server: databaseUrl(cluster.url, ''), stop: () => cluster.stop() };
}

async function seededTemplate(server: string): Promise<string> {
  await adminQuery(`DROP DATABASE IF EXISTS ${SEEDED_TEMPLATE}`, server);
  await adminQuery(`CREATE DATABASE ${SEEDED_TEMPLATE}`, server);
  return databaseUrl(server, SEEDED_TEMPLATE);
}
