import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.ts';

/**
 * One throwaway PostgreSQL cluster for the run's PostgreSQL tests (postgres-cluster.ts), or the
 * server named by RUMBO_TEST_POSTGRES_URL. Test files reach it with `inject('postgresUrl')`.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const external = process.env.RUMBO_TEST_POSTGRES_URL;
  if (external) {
    project.provide('postgresUrl', external);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL database of the run's PostgreSQL tests (postgres-global-setup.ts). */
    postgresUrl: string;
  }
}
