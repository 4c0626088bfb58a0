/**
 * The read path's scaling section (issue 34): the list page through nginx in front of one and
 * then more product instances on one PostgreSQL database, rounds interleaved, with a direct
 * request to one instance beside them (what the balancer's hop costs).
 * `BENCH_INSTANCES` (default: this machine's cores, at least 2) is the largest count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import { startInstances, type Instance } from '../e2e/balanced-cluster.ts';
import { killGroup } from '../e2e/server-process.ts';
import { balancer, measureListThroughput, newDatabase, type Balancer } from './balanced-list.ts';
import { signInAs } from './bench-sign-in.ts';

const LARGEST = Number(process.env.BENCH_INSTANCES ?? Math.max(2, availableParallelism()));

export async function measureInstanceScaling(): Promise<void> {
  console.log(`\n## The list page through nginx, 1 to ${LARGEST} instances on PostgreSQL\n`);
  const stops: (() => Promise<unknown>)[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-read-instances-'));
  try {
    const cluster = await startPostgresCluster();
    stops.push(() => cluster.stop());
    const databaseUrl = await newDatabase(cluster.url, 'bench_read_instances');
    const instances: Instance[] = [];
    stops.push(() => Promise.all(instances.map((instance) => killGroup(instance.child))));
    await startInstances(LARGEST, databaseUrl, path.join(folder, 'files'), instances);
    const targets: Balancer[] = [];
    for (let size = 1; size <= LARGEST; size++)
      targets.push(await balancer(folder, instances.slice(0, size), stops));
    const staff = await signInAs(instances[0]!.url);
    await measureListThroughput([...targets, { url: instances[0]!.url, size: 0 }], staff, {
      concurrency: 32,
      rounds: 3,
      durationMs: 2_000,
      warmupMs: 500,
    });
    console.log('(0 instances behind nginx: one instance asked directly, without the balancer)');
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  }
}
