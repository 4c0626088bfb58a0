/**
 * `npm run bench:server`: first the read path on the demo data against a bare process answering
 * the same bytes (read-path.ts, issue 34); then throughput of the list and view routes on a
 * 100,000-row `shipments_ocean`, on embedded SQLite and on PostgreSQL with the same rows, against
 * the same kind of bare twin fed the exact page the list answered. `BENCH_SECTIONS` picks
 * sections (`read,rows`; default both). It reports and always exits 0 unless the setup itself
 * breaks. See bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_IDS } from '@rumbo/domain';
import { startServer, type RunningServer } from '../apps/server/src/start-server.ts';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import { countCompany, fillShipments } from './bench-data.ts';
import type { CapturedAnswer } from './bare-twin-server.ts';
import { startMeasuredChild, type MeasuredChild } from './measured-child.ts';
import { measureReadPath } from './read-path.ts';
import { LoadClient, summarize, type LoadSummary, type RunSample } from './load-runner.ts';
import { printPlan } from './query-plan.ts';
import { measureSearch, reportSearch, type LatencyResult } from './search-latency.ts';
import { signInAs } from './bench-sign-in.ts';

const TOTAL_ROWS = 100_000;
const GOLFO_ROWS = 5_000;
const PER_PAGE = 30;
/** Issue 34: a list page at least 0.20× its bare twin (the same bytes from a bare process). */
const TARGET_RATIO = 0.2;
/** PostgreSQL against SQLite in the same run (issue 17): list ≥ 60 %, view ≥ 50 % of the req/s. */
const POSTGRES_TARGETS = { list: 0.6, view: 0.5 };
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1_000);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
/**
 * The scenarios are interleaved (a b c … a b c …), each round measuring DURATION_MS / ROUNDS of
 * each, so that load from other processes on the machine falls on all of them alike. The first
 * round is preceded by the full warm-up, later ones by a short one.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
/** The large demo company's shipments (SEED_SHIPMENTS) for the search section; 0 skips it. */
const SEARCH_SHIPMENTS = Number(process.env.BENCH_SEARCH_SHIPMENTS ?? 100_000);
const LATER_WARMUP_MS = 200;

type Engine = 'sqlite' | 'postgres';
type Scenario = { name: string; url: string; headers: Record<string, string> };
type ListBody = { totalItems: number; items: { id: string; company: string }[] };
type EngineServer = { engine: Engine; server: RunningServer; scenarios: Scenario[] };

const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'read,rows').split(','));

async function main(): Promise<void> {
  if (SECTIONS.has('read')) await measureReadPath();
  if (SECTIONS.has('rows')) await measureRows();
}

async function measureRows(): Promise<void> {
  console.log('\n## 100,000 shipments_ocean rows on both engines\n');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-'));
  // The filled databases are about 0.5 GB each: do not leave them behind on Ctrl-C either.
  const closers: (() => Promise<void>)[] = [];
  process.once('SIGINT', () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
  try {
    const postgresUrl = process.env.BENCH_POSTGRES_URL ?? (await throwawayCluster(closers));
    // The same demo seed (one `now`) and the same 100,000 rows on both engines.
    const now = new Date();
    const servers: EngineServer[] = [];
    const searches: LatencyResult[] = [];
    for (const engine of ['sqlite', 'postgres'] as const) {
      const started = performance.now();
      const server = await startServer({
        dataDir: path.join(dataDir, engine),
        databaseUrl: engine === 'postgres' ? postgresUrl : undefined,
        host: '127.0.0.1',
        port: 0,
        seed: true,
        seedShipments: SEARCH_SHIPMENTS,
        now,
        logger: false,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `${engine}: started with the demo seed and ${SEARCH_SHIPMENTS} shipments of the large company in ${seconds} s`,
      );
      closers.unshift(() => server.close());
      servers.push({ engine, server, scenarios: await prepare(engine, server) });
      if (SEARCH_SHIPMENTS > 0) searches.push(...(await measureSearch(engine, server)));
    }
    const bare = await bareTwin(servers[0]!.scenarios[0]!, closers);
    const scenarios: Scenario[] = [
      ...servers.flatMap(({ scenarios }) => scenarios),
      { name: '(d) bare process, same bytes', url: bare.url, headers: {} },
    ];
    console.log(
      `\nload: ${CONCURRENCY} keep-alive connections; ${WARMUP_MS} ms warm-up, then ` +
        `${DURATION_MS} ms measured per scenario over ${ROUNDS} interleaved round(s); ` +
        `client in a child process\n`,
    );
    const client = await LoadClient.start();
    closers.unshift(async () => client.close());
    const samples: RunSample[][] = scenarios.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        // The servers run in this process (their CPU is the client's figure); the twin in its own.
        const isBare = scenario.url === bare.url;
        const before = isBare ? await bare.child.stats() : undefined;
        const sample = await client.run({
          url: scenario.url,
          headers: scenario.headers,
          concurrency: CONCURRENCY,
          warmupMs: round === 0 ? WARMUP_MS : Math.min(WARMUP_MS, LATER_WARMUP_MS),
          durationMs: DURATION_MS / ROUNDS,
        });
        if (before) sample.serverCpuMs = (await bare.child.stats()).cpuMs - before.cpuMs;
        samples[index]!.push(sample);
      }
    }
    report(scenarios, samples.map(summarize));
    if (searches.length > 0) {
      console.log(
        `\nsearch (decision 045): ${SEARCH_SHIPMENTS} shipments of one company, a third ocean; ` +
          `one request at a time, 50 rows per page with their total`,
      );
      reportSearch(searches);
    }
  } finally {
    for (const close of closers) await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The baseline: a bare Node process (bare-twin-server.ts) answering the exact bytes SQLite's list
 * (a) answered, on the same path: HTTP and nothing else.
 */
async function bareTwin(
  scenario: Scenario,
  closers: (() => Promise<void>)[],
): Promise<{ url: string; child: MeasuredChild }> {
  const response = await fetch(scenario.url, { headers: scenario.headers });
  const body = await response.text();
  const url = new URL(scenario.url);
  const path = `${url.pathname}${url.search}`;
  const answer: CapturedAnswer = {
    path,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: Buffer.from(body).toString('base64'),
  };
  const bare = await startMeasuredChild('./bare-twin-server.ts');
  closers.unshift(bare.stop);
  await bare.request({ answers: [answer] }, 'loaded');
  const twin = await fetch(`${bare.url}${path}`);
  check((await twin.text()) === body, 'the bare twin answers the same bytes');
  return { url: `${bare.url}${path}`, child: bare };
}

/** A throwaway PostgreSQL 15 cluster for the run (stopped with the run). */
async function throwawayCluster(closers: (() => Promise<void>)[]): Promise<string> {
  const cluster = await startPostgresCluster();
  closers.push(() => cluster.stop());
  return cluster.url;
}

/** Fills the engine's database, checks the answers, prints the plans; its three scenarios. */
async function prepare(engine: Engine, server: RunningServer): Promise<Scenario[]> {
  const fill = await fillShipments(server.core.db, {
    totalRows: TOTAL_ROWS,
    golfoRows: GOLFO_ROWS,
  });
  console.log(
    `${engine} data: ${fill.totalRows} shipments_ocean rows (${fill.golfoRows} Golfo), ` +
      `${fill.inserted} inserted + ANALYZE in ${(fill.ms / 1000).toFixed(1)} s`,
  );
  const headers = { Authorization: await signInAs(server.url) };
  const records = `${server.url}/api/collections/shipments_ocean/records`;
  const filter = encodeURIComponent(`company='${DEMO_IDS.golfo}'`);
  const listUrl = `${records}?perPage=${PER_PAGE}&filter=${filter}`;

  const list = await getJson<ListBody>(`${listUrl}&skipTotal=1`, headers);
  checkPage(list, -1);
  const golfoRows = await countCompany(server.core.db, DEMO_IDS.golfo);
  const counted = await getJson<ListBody>(listUrl, headers);
  checkPage(counted, golfoRows);
  const viewId = list.items[0]!.id;
  const viewed = await getJson<{ id: string; company: string }>(`${records}/${viewId}`, headers);
  check(viewed.id === viewId && viewed.company === DEMO_IDS.golfo, 'view returns the record');
  console.log(
    `${engine} verified: ${PER_PAGE} Golfo items per page, totalItems = ${golfoRows}, view ok`,
  );

  const db = server.core.db;
  await printPlan(db, engine, `${engine}: list page (a)`, () =>
    getJson(`${listUrl}&skipTotal=1`, headers),
  );
  await printPlan(
    db,
    engine,
    `${engine}: list count (b)`,
    () => getJson(listUrl, headers),
    isCount,
  );
  return [
    { name: `${engine} (a) list, skipTotal=1`, url: `${listUrl}&skipTotal=1`, headers },
    { name: `${engine} (b) list with total`, url: listUrl, headers },
    { name: `${engine} (c) view by id`, url: `${records}/${viewId}`, headers },
  ];
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  check(response.status === 200, `GET ${url} → ${response.status}`);
  return (await response.json()) as T;
}

function checkPage(body: ListBody, totalItems: number): void {
  check(body.items.length === PER_PAGE, `list returns ${PER_PAGE} items (${body.items.length})`);
  check(
    body.items.every((item) => item.company === DEMO_IDS.golfo),
    'every item is Golfo',
  );
  check(body.totalItems === totalItems, `totalItems ${body.totalItems}, expected ${totalItems}`);
}

const isCount = (sql: string) => sql.includes('COUNT(');

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`Benchmark precondition failed: ${what}`);
}

function report(scenarios: Scenario[], results: LoadSummary[]): void {
  const bare = results[results.length - 1]!;
  const rows = scenarios.map((scenario, index) => {
    const r = results[index]!;
    return {
      scenario: scenario.name,
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': r.p50Ms.toFixed(2),
      'p99 ms': r.p99Ms.toFixed(2),
      'vs bare': `${((r.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}%`,
      'CPU ms/req': r.cpuMsPerRequest.toFixed(2),
      requests: r.requests,
      errors: r.errors,
      'KB/resp': (r.meanBytes / 1024).toFixed(1),
    };
  });
  console.table(rows);
  const byName = (name: string) => results[scenarios.findIndex((s) => s.name === name)]!;
  const [sqliteList, sqliteView] = [
    byName('sqlite (a) list, skipTotal=1'),
    byName('sqlite (c) view by id'),
  ];
  const [pgList, pgView] = [
    byName('postgres (a) list, skipTotal=1'),
    byName('postgres (c) view by id'),
  ];
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const verdicts = [
    ratioLine('sqlite list (a) vs bare process', sqliteList, bare, TARGET_RATIO),
    ratioLine('postgres list (a) vs sqlite list (a)', pgList, sqliteList, POSTGRES_TARGETS.list),
    ratioLine('postgres view (c) vs sqlite view (c)', pgView, sqliteView, POSTGRES_TARGETS.view),
  ];
  console.log('');
  for (const line of verdicts) console.log(line.text);
  const passed = errors === 0 && verdicts.every((line) => line.pass);
  console.log(
    `verdict: ${passed ? 'PASS' : 'FAIL'}${errors ? ` (${errors} failed requests)` : ''}`,
  );
}

function ratioLine(label: string, measured: LoadSummary, baseline: LoadSummary, target: number) {
  const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
  const pass = ratio >= target;
  const text =
    `${pass ? 'PASS' : 'FAIL'} ${label}: ${Math.round(measured.requestsPerSecond)} / ` +
    `${Math.round(baseline.requestsPerSecond)} req/s = ${(ratio * 100).toFixed(1)}% ` +
    `(target ≥ ${target * 100}%); CPU ms/req ${measured.cpuMsPerRequest.toFixed(2)} vs ` +
    `${baseline.cpuMsPerRequest.toFixed(2)}`;
  return { pass, text };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
