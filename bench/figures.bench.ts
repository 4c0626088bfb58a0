import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { DEMO_PASSWORD } from '@rumbo/domain';
import { startServer } from '../apps/server/src/start-server.ts';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import { benchOperator } from './bench-operator.ts';
import { seedFiguresTenant, type FiguresTenant } from './figures-seed.ts';
import { median } from './bench-metrics.ts';

// `npm run bench:figures`: the dashboard home's and the reports page's server figures for a
// company with BENCH_FIGURES_SHIPMENTS (100,000) shipments, a third per mode, next to one with
// 100, on SQLite and on PostgreSQL (a throwaway cluster, or BENCH_POSTGRES_URL).
const BIG = Number(process.env.BENCH_FIGURES_SHIPMENTS ?? 100_000);
const SMALL = 100;
const RUNS = Number(process.env.BENCH_FIGURES_RUNS ?? 5);
const ENGINES = (process.env.BENCH_FIGURES_ENGINES ?? 'sqlite,postgres').split(',');

type Timed = { name: string; ms: number[]; bytes: number };

async function main(): Promise<void> {
  for (const engine of ENGINES) {
    const cluster =
      engine === 'postgres' && !process.env.BENCH_POSTGRES_URL
        ? await startPostgresCluster()
        : null;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-figures-'));
    const databaseUrl =
      engine === 'postgres' ? (process.env.BENCH_POSTGRES_URL ?? cluster!.url) : undefined;
    const server = await startServer({
      dataDir,
      databaseUrl,
      host: '127.0.0.1',
      port: 0,
      seed: false,
      logger: false,
    });
    try {
      const ops = await benchOperator(server.url);
      const started = performance.now();
      const big = await seedFiguresTenant(ops, server.core.db, {
        name: `Figures Big ${engine}`,
        shipments: BIG,
      });
      const small = await seedFiguresTenant(ops, server.core.db, {
        name: `Figures Small ${engine}`,
        shipments: SMALL,
      });
      console.log(
        `\n== ${engine}: seeded ${BIG} + ${SMALL} shipments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const rows: Record<string, unknown>[] = [];
      const heapBefore = heap();
      const bigTimes = await measure(server.url, big);
      const heapAfter = heap();
      const smallTimes = await measure(server.url, small);
      for (const [index, timed] of bigTimes.entries()) {
        const other = smallTimes[index]!;
        const [b, s] = [median(timed.ms), median(other.ms)];
        rows.push({
          measure: timed.name,
          [`${BIG} ms`]: Math.round(b * 10) / 10,
          [`${SMALL} ms`]: Math.round(s * 10) / 10,
          ratio: `${(b / s).toFixed(2)}×`,
          'answer KB': Math.round(timed.bytes / 102.4) / 10,
        });
      }
      console.table(rows);
      console.log(
        `server heap after the big company's figures: +${Math.round((heapAfter - heapBefore) / 1e6)} MB`,
      );
    } finally {
      await server.close();
      await cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

async function measure(url: string, tenant: FiguresTenant): Promise<Timed[]> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection('users').authWithPassword(tenant.email, DEMO_PASSWORD);
  const timed: Timed[] = [];
  const time = async (
    name: string,
    path: string,
    query: (run: number) => Record<string, unknown>,
    runs = RUNS,
  ) => {
    const entry: Timed = { name, ms: [], bytes: 0 };
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const answer = await pb.send(path, { query: query(run) });
      entry.ms.push(performance.now() - started);
      entry.bytes = JSON.stringify(answer).length;
    }
    timed.push(entry);
  };
  await time('home, first (reads the company)', '/api/rumbo/home', () => ({}), 1);
  await time('home, again', '/api/rumbo/home', () => ({}));
  await time('report, no filter', '/api/rumbo/reports', () => ({}));
  await time('report, each a new filter', '/api/rumbo/reports', (run) => ({
    basis: 'etd',
    from: `202${run % 7}-01-01`,
  }));
  await time('drill, a page of 100', '/api/rumbo/reports/shipments', (run) => ({
    figure: 'shipments',
    page: run + 1,
  }));
  await time('home week, a page of 50', '/api/rumbo/home/week', () => ({ perPage: 50 }));
  const [record] = (await pb.collection('shipments_ocean').getList(1, 1, { sort: '-created' }))
    .items;
  await pb.collection('shipments_ocean').update(record!.id, { status: 'In progress' });
  await time('home after a write', '/api/rumbo/home', () => ({}), 1);
  await pb.collection('shipments_ocean').update(record!.id, { status: 'In creation' });
  await time('report after a write', '/api/rumbo/reports', () => ({}), 1);
  return timed;
}

function heap(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
