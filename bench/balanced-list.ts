/**
 * The list scenario through nginx in front of one or more product instances on one PostgreSQL
 * database: shared by the realtime benchmark's second section and the read path's scaling
 * section (read-path-instances.ts).
 */
import path from 'node:path';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { DEMO_IDS } from '@rumbo/domain';
import { startBalancer, type Instance } from '../e2e/balanced-cluster.ts';
import { killGroup } from '../e2e/server-process.ts';
import { LoadClient, summarize, type LoadSummary, type RunSample } from './load-runner.ts';

export type Balancer = { url: string; size: number };
export type ThroughputOptions = {
  concurrency: number;
  rounds: number;
  durationMs: number;
  warmupMs: number;
};

/** A new empty database `name` on the cluster, and its URL. */
export async function newDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** nginx in front of `instances` (stopped by `stops`). */
export async function balancer(
  folder: string,
  instances: Instance[],
  stops: (() => Promise<unknown>)[],
): Promise<Balancer> {
  const { url, child } = await startBalancer(
    path.join(folder, `nginx-${instances.length}`),
    instances,
  );
  stops.push(() => killGroup(child));
  return { url, size: instances.length };
}

/**
 * A page of Golfo's ocean shipments (30, `skipTotal`) through each balancer, rounds
 * interleaved; prints one row per balancer with its req/s against the one-instance figure.
 */
export async function measureListThroughput(
  balancers: Balancer[],
  staff: string,
  options: ThroughputOptions,
): Promise<LoadSummary[]> {
  const filter = encodeURIComponent(`company='${DEMO_IDS.golfo}'`);
  const list = `/api/collections/shipments_ocean/records?perPage=30&skipTotal=1&filter=${filter}`;
  const client = await LoadClient.start();
  const samples: RunSample[][] = balancers.map(() => []);
  try {
    for (let round = 0; round < options.rounds; round++)
      for (const [index, { url }] of balancers.entries())
        samples[index]!.push(
          await client.run({
            url: `${url}${list}`,
            headers: { Authorization: staff },
            concurrency: options.concurrency,
            warmupMs: options.warmupMs,
            durationMs: options.durationMs,
          }),
        );
  } finally {
    client.close();
  }
  const results = samples.map(summarize);
  const base = results[0]!.requestsPerSecond;
  console.table(
    balancers.map(({ size }, index) => ({
      'instances behind nginx': size,
      'req/s': Math.round(results[index]!.requestsPerSecond),
      'p50 ms': results[index]!.p50Ms.toFixed(1),
      'p99 ms': results[index]!.p99Ms.toFixed(1),
      errors: results[index]!.errors,
      'vs one': `${(results[index]!.requestsPerSecond / base).toFixed(2)}×`,
    })),
  );
  console.log(
    `The instances, nginx, PostgreSQL and the load client share this machine's ` +
      `${availableParallelism()} cores: past that many busy processes, more instances add hops, ` +
      'not speed.',
  );
  return results;
}
