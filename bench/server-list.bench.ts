/**
 * Throughput of the record server's list and view routes on a 100,000-row `shipments_ocean`,
 * against a bare Fastify route serving the same JSON. Run with `npm run bench:server`; it reports
 * and always exits 0 unless the setup itself breaks. See bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import { startServer } from '../apps/server/src/start-server.ts';
import { countCompany, fillShipments } from './bench-data.ts';
import { startBareServer } from './bare-server.ts';
import { LoadClient, summarize, type LoadSummary, type RunSample } from './load-runner.ts';
import { printPlan } from './query-plan.ts';

const TOTAL_ROWS = 100_000;
const GOLFO_ROWS = 5_000;
const PER_PAGE = 30;
const TARGET_RATIO = 0.25;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1_000);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
/**
 * The scenarios are interleaved (a b c d a b c d …), each round measuring DURATION_MS / ROUNDS of
 * each, so that load from other processes on the machine falls on all of them alike. The first
 * round is preceded by the full warm-up, later ones by a short one.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const LATER_WARMUP_MS = 200;

type Scenario = { name: string; url: string; headers: Record<string, string> };
type ListBody = { totalItems: number; items: { id: string; company: string }[] };

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-'));
  // The filled database is about 0.5 GB: do not leave it behind on Ctrl-C either.
  process.once('SIGINT', () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
  const server = await startServer({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    seed: true,
    logger: false,
  });
  const closers: (() => Promise<void>)[] = [];
  try {
    const fill = await fillShipments(server.core.db, {
      totalRows: TOTAL_ROWS,
      golfoRows: GOLFO_ROWS,
    });
    console.log(
      `data: ${fill.totalRows} shipments_ocean rows (${fill.golfoRows} Golfo), ` +
        `${fill.inserted} inserted + ANALYZE in ${(fill.ms / 1000).toFixed(1)} s`,
    );
    const headers = { Authorization: await signIn(server.url) };
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
    console.log(`verified: ${PER_PAGE} Golfo items per page, totalItems = ${golfoRows}, view ok`);

    const db = server.core.db;
    await printPlan(db, 'list page (a)', () => getJson(`${listUrl}&skipTotal=1`, headers));
    await printPlan(db, 'list count (b)', () => getJson(listUrl, headers), isCount);
    const ruleOnly = `${records}?perPage=${PER_PAGE}&sort=-created&skipTotal=1`;
    await printPlan(db, 'for reference: rule only, no filter, sort=-created', () =>
      getJson(ruleOnly, headers),
    );

    const bare = await startBareServer(list);
    closers.push(bare.close);
    const bareBody = await getJson<ListBody>(bare.url, {});
    check(bareBody.items.length === PER_PAGE, 'bare route serves the same page');

    const scenarios: Scenario[] = [
      { name: '(a) list, skipTotal=1', url: `${listUrl}&skipTotal=1`, headers },
      { name: '(b) list with total', url: listUrl, headers },
      { name: '(c) view by id', url: `${records}/${viewId}`, headers },
      { name: '(d) bare Fastify route', url: bare.url, headers: {} },
    ];
    console.log(
      `\nload: ${CONCURRENCY} keep-alive connections; ${WARMUP_MS} ms warm-up, then ` +
        `${DURATION_MS} ms measured per scenario over ${ROUNDS} interleaved round(s); ` +
        `client in a child process\n`,
    );
    const client = await LoadClient.start();
    closers.push(async () => client.close());
    const samples: RunSample[][] = scenarios.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        const sample = await client.run({
          url: scenario.url,
          headers: scenario.headers,
          concurrency: CONCURRENCY,
          warmupMs: round === 0 ? WARMUP_MS : Math.min(WARMUP_MS, LATER_WARMUP_MS),
          durationMs: DURATION_MS / ROUNDS,
        });
        samples[index]!.push(sample);
      }
    }
    const results = samples.map(summarize);
    report(scenarios, results);
  } finally {
    for (const close of closers) await close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: DEMO_EMAILS.staffGolfo, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  check(response.ok && typeof body.token === 'string', `sign-in as ${DEMO_EMAILS.staffGolfo}`);
  return body.token!;
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
      'CPU vs bare': `${((bare.cpuMsPerRequest / r.cpuMsPerRequest) * 100).toFixed(1)}%`,
      requests: r.requests,
      errors: r.errors,
      'KB/resp': (r.meanBytes / 1024).toFixed(1),
    };
  });
  console.table(rows);
  const list = results[0]!;
  const ratio = list.requestsPerSecond / bare.requestsPerSecond;
  const verdict = ratio >= TARGET_RATIO && list.errors === 0 ? 'PASS' : 'FAIL';
  const cpuRatio = bare.cpuMsPerRequest / list.cpuMsPerRequest;
  console.log(
    `\nserver CPU per request: list with skipTotal ${list.cpuMsPerRequest.toFixed(2)} ms, bare ` +
      `${bare.cpuMsPerRequest.toFixed(2)} ms → CPU-bound throughput ratio ${(cpuRatio * 100).toFixed(1)}%`,
  );
  console.log(
    `verdict: ${verdict} — list with skipTotal ${Math.round(list.requestsPerSecond)} req/s = ` +
      `${(ratio * 100).toFixed(1)}% of the bare route's ${Math.round(bare.requestsPerSecond)} req/s ` +
      `(target ≥ ${TARGET_RATIO * 100}%)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
