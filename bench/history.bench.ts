/**
 * `npm run bench:history` (issue 35): the history of a change on SQLite and PostgreSQL 15 in one
 * run. Per engine: a product server with 100,000 ocean shipments over 20 companies and
 * 1,000,000 `_history` entries, the measured Golfo shipment holding about 200 of them; the
 * checks; the plans of the history queries; p50/p95/p99 of its history list as Golfo staff; then
 * shipment saves against a second server started without the history module on the same data,
 * in interleaved rounds. It reports and exits 0 unless the setup or a check fails. See
 * bench/README.md.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import { signInAs } from './bench-sign-in.ts';
import type { FillResult } from './bench-data.ts';
import {
  checkBaselineHasNoHistory,
  checkHistoryPage,
  checkSaveWritesEntry,
  historyPath,
} from './history-checks.ts';
import type { HistoryFillResult } from './history-data.ts';
import { report, type EngineFigures } from './history-report.ts';
import type { FillRequest, PlanRequest } from './history-server.ts';
import { timeReads, timeSaves, type SaveTarget } from './history-timing.ts';
import { startMeasuredChild, type MeasuredChild } from './measured-child.ts';

type Engine = 'sqlite' | 'postgres';

const FILL: FillRequest = {
  totalRows: Number(process.env.BENCH_SHIPMENTS ?? 100_000),
  golfoRows: 5_000,
  totalEntries: Number(process.env.BENCH_HISTORY_ENTRIES ?? 1_000_000),
  measuredEntries: 200,
};
const READS = { samples: Number(process.env.BENCH_READS ?? 300), warmup: 30 };
const SAVES = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 30),
  sequential: Number(process.env.BENCH_SAVES ?? 10),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 8),
  perClient: 2,
  warmup: 20,
};
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
/** Whatever happens, the run ends after this long. */
const GIVE_UP_MS = 30 * 60_000;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-history-'));
  const closers: (() => Promise<void>)[] = [];
  // The filled databases are about 1 GB each: do not leave them behind on Ctrl-C either.
  process.once('SIGINT', () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
  setTimeout(() => {
    console.error(`Gave up after ${GIVE_UP_MS / 60_000} minutes`);
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  }, GIVE_UP_MS).unref();
  try {
    const now = new Date().toISOString();
    const figures: EngineFigures[] = [];
    for (const engine of ENGINES) {
      let databaseUrl: string | undefined;
      if (engine === 'postgres') {
        const cluster = await startPostgresCluster();
        closers.push(() => cluster.stop());
        databaseUrl = cluster.url;
      }
      figures.push(await measureEngine(engine, path.join(dir, engine), now, databaseUrl));
    }
    report(figures);
  } finally {
    for (const close of closers) await close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureEngine(
  engine: Engine,
  dir: string,
  now: string,
  databaseUrl?: string,
): Promise<EngineFigures> {
  console.log(`\n## ${engine}\n`);
  const children: MeasuredChild[] = [];
  try {
    const start = async (dataDir: string, history: 'on' | 'off', role: string) => {
      const started = performance.now();
      const child = await startMeasuredChild('./history-server.ts', {
        env: {
          BENCH_DATA_DIR: dataDir,
          BENCH_DATABASE_URL: databaseUrl ?? '',
          BENCH_HISTORY: history,
          BENCH_NOW: now,
        },
      });
      children.push(child);
      console.log(`${engine}: ${role} started in ${seconds(started)} s`);
      return child;
    };
    const historyDir = path.join(dir, 'history');
    const filler = await start(historyDir, 'on', 'server to fill (demo seed)');
    const filled = await filler.request<{ shipments: FillResult; history: HistoryFillResult }>(
      { fill: FILL },
      'filled',
    );
    printFill(engine, filled.shipments, filled.history);
    // Both measured servers start afresh on the filled data, neither carrying the fill's heap.
    await filler.stop();
    // SQLite: the baseline gets a copy of the filled file; PostgreSQL: the same database, as a
    // second instance (both supported set-ups; neither server shares the other's work).
    const baselineDir = databaseUrl ? historyDir : path.join(dir, 'baseline');
    if (!databaseUrl) copyDatabase(engine, historyDir, baselineDir);
    const withHistory = await start(historyDir, 'on', 'server with history');
    const baseline = await start(baselineDir, 'off', 'server without the history module');
    const targets: SaveTarget[] = [
      { name: 'history', child: withHistory, token: await signInAs(withHistory.url) },
      { name: 'baseline', child: baseline, token: await signInAs(baseline.url) },
    ];
    const { measuredId, measuredEntries, golfoIds } = filled.history;
    const [history, without] = targets as [SaveTarget, SaveTarget];
    await checkHistoryPage(withHistory.url, history.token, measuredId, measuredEntries);
    await checkSaveWritesEntry(history, golfoIds[0]!);
    await checkBaselineHasNoHistory(without, golfoIds[0]!);
    console.log(
      `${engine} verified: ${measuredEntries} entries of ${measuredId}, newest first; a save ` +
        `writes one entry; the baseline has no history`,
    );
    const plan: PlanRequest = { path: historyPath(measuredId), token: history.token };
    const lines = await withHistory.request<string[]>({ plan }, 'planned');
    console.log(`\n${engine}: the history list's queries and plans`);
    for (const line of lines) console.log(`  ${line}`);
    const reads = await timeReads(`${withHistory.url}${plan.path}`, history.token, READS);
    console.log(`\n${engine}: ${reads.length} history lists timed; saves …`);
    const saves = await timeSaves(targets, { ...SAVES, ids: golfoIds });
    return { engine, reads, saves };
  } finally {
    for (const child of children.reverse()) await child.stop();
  }
}

function printFill(engine: Engine, shipments: FillResult, history: HistoryFillResult): void {
  console.log(
    `${engine} data: ${shipments.totalRows} shipments_ocean rows (${shipments.golfoRows} ` +
      `Golfo), ${shipments.inserted} inserted + ANALYZE in ${(shipments.ms / 1000).toFixed(1)} s`,
  );
  console.log(
    `${engine} data: ${history.totalEntries} _history entries, ${history.inserted} inserted ` +
      `+ upkeep in ${(history.ms / 1000).toFixed(1)} s; the measured shipment has ` +
      `${history.measuredEntries}`,
  );
}

/** The closed SQLite database (and its write-ahead log, if one was left) into another folder. */
function copyDatabase(engine: Engine, from: string, to: string): void {
  const started = performance.now();
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from).filter((name) => /^data\.db(-wal)?$/.test(name)))
    copyFileSync(path.join(from, file), path.join(to, file));
  console.log(`${engine}: database copied for the baseline in ${seconds(started)} s`);
}

function seconds(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
