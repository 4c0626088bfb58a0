/**
 * The read path against its limit (issue 34): one ocean shipment (`getOne`), a page of 30 ocean
 * shipments with and without its total, and `/api/health`, signed in as Golfo staff on the demo
 * data, on SQLite and on PostgreSQL; each route next to a bare Node process answering the very
 * same captured bytes (bare-twin-server.ts). Servers and the load client run in child processes
 * of their own; rounds are interleaved so that other load on the machine falls on all alike.
 * `npm run bench:profile` profiles one of these routes (read-path-profile.ts).
 */
import { DEMO_IDS } from '@rumbo/domain';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import type { CapturedAnswer } from './bare-twin-server.ts';
import type { RecordedStatement } from './statement-recorder.ts';
import { LoadClient, summarize, type LoadSummary, type RunSample } from './load-runner.ts';
import { startMeasuredChild, type MeasuredChild } from './measured-child.ts';
import { measureInstanceScaling } from './read-path-instances.ts';
import { signInAs } from './bench-sign-in.ts';

/** Issue 34's targets: each route's req/s as a share of its bare twin's. */
const TARGETS = { view: 0.35, list: 0.2 };
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1_000);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const LATER_WARMUP_MS = 200;
/** `BENCH_ENGINES` (`sqlite,postgres`) and `BENCH_ROUTES` (`view,list,listTotal,health`) narrow the run. */
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
const ROUTES = (process.env.BENCH_ROUTES ?? 'view,list,listTotal,health').split(',');

export type Engine = 'sqlite' | 'postgres';
export type Route = 'view' | 'list' | 'listTotal' | 'health';
type Scenario = {
  name: string;
  /**
   * `bare`: the bare twin; `floor`: the twin that asks PostgreSQL one query per request;
   * `statements`: the twin that runs the product's own statements of that request.
   */
  engine: Engine | TwinKind;
  route: Route;
  url: string;
  headers: Record<string, string>;
  target: MeasuredChild;
};
type Figures = LoadSummary & { maxHoldMs: number };
type TwinKind = 'bare' | 'floor' | 'statements';

export async function measureReadPath(): Promise<void> {
  console.log('\n## The read path against a bare process answering the same bytes (issue 34)\n');
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const postgresUrl = !ENGINES.includes('postgres')
      ? ''
      : (process.env.BENCH_POSTGRES_URL ?? (await throwawayDatabase(stops)));
    const scenarios: Scenario[] = [];
    for (const engine of ENGINES) {
      const server = await startMeasuredChild('./read-path-server.ts', {
        env: { BENCH_DATABASE_URL: engine === 'postgres' ? postgresUrl : '' },
      });
      stops.unshift(server.stop);
      const all = await engineScenarios(engine, server);
      scenarios.push(...all.filter((scenario) => ROUTES.includes(scenario.route)));
    }
    const bare = await startMeasuredChild('./bare-twin-server.ts');
    stops.unshift(bare.stop);
    const twins = await bareScenarios(scenarios, bare, 'bare');
    if (postgresUrl) {
      const floor = await startMeasuredChild('./bare-twin-server.ts', {
        env: { BENCH_TWIN_DATABASE_URL: postgresUrl },
      });
      stops.unshift(floor.stop);
      twins.push(...(await bareScenarios(scenarios, floor, 'floor')));
      const own = await startMeasuredChild('./bare-twin-server.ts', {
        env: { BENCH_TWIN_DATABASE_URL: postgresUrl },
      });
      stops.unshift(own.stop);
      twins.push(...(await bareScenarios(scenarios, own, 'statements')));
    }
    scenarios.push(...twins);
    const figures = await runRounds(scenarios, stops);
    report(scenarios, figures);
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
  if (process.env.BENCH_INSTANCES !== '0') await measureInstanceScaling();
}

export async function throwawayDatabase(stops: (() => Promise<unknown>)[]): Promise<string> {
  const cluster = await startPostgresCluster();
  stops.push(() => cluster.stop());
  return cluster.url;
}

/** The four routes on one engine, each checked before any timing. */
export async function engineScenarios(engine: Engine, server: MeasuredChild): Promise<Scenario[]> {
  const headers = { Authorization: await signInAs(server.url) };
  const records = '/api/collections/shipments_ocean/records';
  const filter = encodeURIComponent(`company='${DEMO_IDS.golfo}'`);
  const list = `${records}?perPage=30&filter=${filter}`;
  const page = JSON.parse((await capture(server.url, `${list}&skipTotal=1`, headers)).body) as {
    items: { id: string; company: string }[];
  };
  check(page.items.length === 30, `${engine}: a page of 30 Golfo ocean shipments`);
  check(
    page.items.every((item) => item.company === DEMO_IDS.golfo),
    `${engine}: all Golfo's`,
  );
  const paths: Record<Route, string> = {
    view: `${records}/${page.items[0]!.id}`,
    list: `${list}&skipTotal=1`,
    listTotal: list,
    health: '/api/health',
  };
  return (Object.keys(paths) as Route[]).map((route) => ({
    name: `${engine} ${route}`,
    engine,
    route,
    url: `${server.url}${paths[route]}`,
    headers,
    target: server,
  }));
}

/**
 * A twin of the view and list, fed the exact bytes they answered: of SQLite's, the bare twin or
 * the floor twin that asks PostgreSQL one query per request first; of PostgreSQL's, the twin
 * that runs the statements PostgreSQL's server sent for that very request (bare-twin-server.ts).
 */
async function bareScenarios(
  scenarios: Scenario[],
  bare: MeasuredChild,
  kind: TwinKind,
): Promise<Scenario[]> {
  const engine: Engine = kind === 'statements' ? 'postgres' : 'sqlite';
  const twins = scenarios.filter((s) => s.engine === engine && ['view', 'list'].includes(s.route));
  const answers: CapturedAnswer[] = [];
  for (const scenario of twins) {
    const url = new URL(scenario.url);
    const path = `${url.pathname}${url.search}`;
    if (kind === 'statements') await scenario.target.request({ record: 'start' }, 'recording');
    const answer = await capture(url.origin, path, scenario.headers);
    const statements =
      kind === 'statements'
        ? await scenario.target.request<RecordedStatement[]>({ record: 'stop' }, 'statements')
        : undefined;
    if (statements) {
      check(statements.length > 0, `${scenario.name}: statements recorded`);
      console.log(`${scenario.name} sends ${statements.length} statements per request:`);
      for (const { text } of statements) console.log(`  ${text.slice(0, 160)}…`);
    }
    answers.push({
      ...answer,
      path,
      body: Buffer.from(answer.body).toString('base64'),
      statements,
    });
  }
  await bare.request({ answers }, 'loaded');
  const out: Scenario[] = [];
  for (const [index, scenario] of twins.entries()) {
    const url = new URL(scenario.url);
    const twinUrl = `${bare.url}${url.pathname}${url.search}`;
    const twin = await capture(bare.url, `${url.pathname}${url.search}`, {});
    check(twin.body === Buffer.from(answers[index]!.body, 'base64').toString(), 'same bytes');
    out.push({
      ...scenario,
      name: TWIN_NAMES[kind](scenario.route),
      engine: kind,
      url: twinUrl,
      headers: {},
      target: bare,
    });
  }
  return out;
}

const TWIN_NAMES: Record<TwinKind, (route: Route) => string> = {
  bare: (route) => `bare ${route}`,
  floor: (route) => `bare + 1 PostgreSQL query ${route}`,
  statements: (route) => `bare + postgres ${route}'s statements`,
};

async function runRounds(scenarios: Scenario[], stops: (() => Promise<unknown>)[]) {
  console.log(
    `load: ${CONCURRENCY} keep-alive connections; ${WARMUP_MS} ms warm-up, then ${DURATION_MS} ms ` +
      `per scenario over ${ROUNDS} interleaved rounds; servers and client in child processes\n`,
  );
  const client = await LoadClient.start();
  stops.unshift(async () => client.close());
  const samples: RunSample[][] = scenarios.map(() => []);
  const holds = scenarios.map(() => 0);
  for (let round = 0; round < ROUNDS; round++)
    for (const [index, scenario] of scenarios.entries()) {
      const before = await scenario.target.stats();
      const sample = await client.run({
        url: scenario.url,
        headers: scenario.headers,
        concurrency: CONCURRENCY,
        warmupMs: round === 0 ? WARMUP_MS : Math.min(WARMUP_MS, LATER_WARMUP_MS),
        durationMs: DURATION_MS / ROUNDS,
      });
      const after = await scenario.target.stats();
      samples[index]!.push({ ...sample, serverCpuMs: after.cpuMs - before.cpuMs });
      holds[index] = Math.max(holds[index]!, after.maxHoldMs);
    }
  return samples.map((rounds, index): Figures => ({
    ...summarize(rounds),
    maxHoldMs: holds[index]!,
  }));
}

function report(scenarios: Scenario[], figures: Figures[]): void {
  const bareOf = (route: Route) => {
    const index = scenarios.findIndex((s) => s.engine === 'bare' && s.route === route);
    return index < 0 ? undefined : figures[index];
  };
  console.table(
    scenarios.map((scenario, index) => {
      const f = figures[index]!;
      const bare = scenario.engine === 'bare' ? undefined : bareOf(scenario.route);
      return {
        scenario: scenario.name,
        'req/s': Math.round(f.requestsPerSecond),
        'bare req/s': bare ? Math.round(bare.requestsPerSecond) : '',
        ratio: bare ? `${(f.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}×` : '',
        'p50 ms': f.p50Ms.toFixed(2),
        'p99 ms': f.p99Ms.toFixed(2),
        'CPU ms/req': f.cpuMsPerRequest.toFixed(3),
        'longest hold ms': f.maxHoldMs.toFixed(1),
        'KB/resp': (f.meanBytes / 1024).toFixed(1),
        errors: f.errors,
      };
    }),
  );
  let passed = figures.every((f) => f.errors === 0);
  for (const scenario of scenarios) {
    if (scenario.engine !== 'sqlite' && scenario.engine !== 'postgres') continue;
    if (!(scenario.route in TARGETS)) continue;
    const target = TARGETS[scenario.route as keyof typeof TARGETS];
    const measured = figures[scenarios.indexOf(scenario)]!;
    const bare = bareOf(scenario.route)!;
    const ratio = measured.requestsPerSecond / bare.requestsPerSecond;
    passed &&= ratio >= target;
    console.log(
      `${ratio >= target ? 'PASS' : 'FAIL'} ${scenario.name}: ${Math.round(measured.requestsPerSecond)} / ` +
        `${Math.round(bare.requestsPerSecond)} req/s = ${ratio.toFixed(2)}× its bare twin (target ≥ ${target}×)`,
    );
  }
  console.log(`read path verdict: ${passed ? 'PASS' : 'FAIL'}`);
}

async function capture(origin: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}${path}`, { headers });
  check(response.status === 200, `GET ${path} → ${response.status}`);
  return {
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: await response.text(),
  };
}

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`Benchmark precondition failed: ${what}`);
}

if (import.meta.url === `file://${process.argv[1]}`)
  measureReadPath().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
