/**
 * The second section of `npm run bench:realtime` (issue 19): three product instances on one
 * throwaway PostgreSQL database behind Debian's nginx. It measures the time until 2,000
 * subscribers spread over the three instances have one update written through one of them,
 * next to the same 2,000 on one instance in the same run; then the list scenario's req/s
 * through the balancer with one, two and three instances behind it, rounds interleaved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_EMAILS, DEMO_IDS, DEMO_OPERATOR, DEMO_PASSWORD } from '@rumbo/domain';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import { startInstances, streamsByInstance, type Instance } from '../e2e/balanced-cluster.ts';
import { killGroup } from '../e2e/server-process.ts';
import { balancer, measureListThroughput, newDatabase } from './balanced-list.ts';
import {
  check,
  measureRounds,
  median,
  openSubscribers,
  verdict,
  type Round,
} from './realtime-rounds.ts';
import { sendJson, type SseSubscriber } from './sse-subscriber.ts';

const INSTANCES = 3;
const TARGET_P99_MS = 250;
const TARGET_P99_RATIO = 2;
const LOAD_CONCURRENCY = 16;
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 2_000);
const LOAD_WARMUP_MS = 500;

export async function measureInstances(count: number): Promise<void> {
  console.log(`\n## ${INSTANCES} instances on PostgreSQL behind nginx\n`);
  const stops: (() => Promise<unknown>)[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-instances-'));
  try {
    const cluster = await startPostgresCluster();
    stops.push(() => cluster.stop());
    const databaseUrl = await newDatabase(cluster.url, 'bench_instances');
    const instances: Instance[] = [];
    stops.push(() => Promise.all(instances.map((instance) => killGroup(instance.child))));
    await startInstances(INSTANCES, databaseUrl, path.join(folder, 'files'), instances);
    const balancers = await Promise.all(
      [1, 2, INSTANCES].map((size) => balancer(folder, instances.slice(0, size), stops)),
    );
    const all = balancers[balancers.length - 1]!;
    const [writer] = instances;
    const staff = await token(writer!.url, 'users', DEMO_EMAILS.staffGolfo, DEMO_PASSWORD);
    const ops = await token(writer!.url, 'admins', DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const shipment = await golfoShipment(writer!.url, staff);
    const update = (reference: string) =>
      sendJson(
        `${writer!.url}/api/collections/shipments_ocean/records/${shipment}`,
        'PATCH',
        { reference },
        ops,
      );

    const one = await openSubscribers(writer!.url, () => staff, count);
    const oneRounds = await measureRounds(one, update, 'one instance');
    closeAll(one);
    const spread = await openSubscribers(all.url, () => staff, count);
    const held = await streamsByInstance(databaseUrl);
    console.log(`streams held per instance: ${held.join(', ')}`);
    check(held.length === INSTANCES, `streams spread over ${INSTANCES} instances`);
    const spreadRounds = await measureRounds(spread, update, 'three instances');
    closeAll(spread);
    reportDelivery(count, oneRounds, spreadRounds);

    await measureListThroughput(balancers, staff, {
      concurrency: LOAD_CONCURRENCY,
      rounds: LOAD_ROUNDS,
      durationMs: LOAD_MS,
      warmupMs: LOAD_WARMUP_MS,
    });
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  }
}

function reportDelivery(count: number, one: Round[], spread: Round[]): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const figures = (rounds: Round[]) => ({
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    worstP99: Math.max(...rounds.map((r) => r.p99)),
  });
  const single = figures(one);
  const three = figures(spread);
  console.table([
    { subscribers: `${count} on one instance`, 'p50 ms': ms(single.p50), 'p99 ms': ms(single.p99) },
    { subscribers: `${count} over ${INSTANCES}`, 'p50 ms': ms(three.p50), 'p99 ms': ms(three.p99) },
  ]);
  const ratio = three.p99 / single.p99;
  console.log(
    `update written through one instance, ${count} subscribers over ${INSTANCES} instances: ` +
      `p50 ${ms(three.p50)}, p99 ${ms(three.p99)} (median of ${spread.length} rounds, worst p99 ` +
      `${ms(three.worstP99)}); on one instance p99 ${ms(single.p99)}: ${ratio.toFixed(2)}×`,
  );
  verdict(three.p99 <= TARGET_P99_MS, `p99 ≤ ${TARGET_P99_MS} ms over ${INSTANCES} instances`);
  verdict(ratio <= TARGET_P99_RATIO, `p99 ≤ ${TARGET_P99_RATIO}× the one-instance p99`);
}

async function token(url: string, collection: string, identity: string, password: string) {
  const route =
    collection === 'admins'
      ? '/api/admins/auth-with-password'
      : `/api/collections/${collection}/auth-with-password`;
  const answer = await sendJson(`${url}${route}`, 'POST', { identity, password });
  const value = (answer.body as { token?: string } | null)?.token;
  check(answer.status === 200 && typeof value === 'string', `sign-in as ${identity}`);
  return value;
}

async function golfoShipment(url: string, staff: string): Promise<string> {
  const list = await fetch(`${url}/api/collections/shipments_ocean/records?perPage=1`, {
    headers: { Authorization: staff },
  });
  const items = ((await list.json()) as { items: { id: string; company: string }[] }).items;
  check(items[0]?.company === DEMO_IDS.golfo, 'a Golfo shipment to update');
  return items[0].id;
}

function closeAll(subscribers: SseSubscriber[]): void {
  for (const subscriber of subscribers) subscriber.close();
}
