import { LARGE_DEMO } from '@rumbo/domain';
import type { RunningServer } from '../apps/server/src/start-server.ts';
import { median, percentile } from './bench-metrics.ts';
import { captureQueries, explainPlan } from './query-plan.ts';
import { signInAs } from './bench-sign-in.ts';

/**
 * Search on the record list (decision 045) for the large demo company (SEED_SHIPMENTS, Norte
 * Forwarding: a third of its shipments are ocean), against the plain list page in the same
 * run: one request at a time, as a person typing sends them, median and p95 per scenario.
 */

const TABLE = 'shipments_ocean';
const PER_PAGE = 50;
/** What a virtualised list asks for: its columns, never the payload. */
const FIELDS = 'id,created,updated,company,shipmentCode,listRow';
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 60);
const ROUNDS = 6;
const WARMUP = 5;
/** A search answer the web can turn into an updated list within its 300 ms budget. */
export const SEARCH_TARGET_MS = 100;

type Engine = 'sqlite' | 'postgres';
type Scenario = { name: string; url: string; isSearch: boolean };
export type LatencyResult = {
  engine: Engine;
  name: string;
  medianMs: number;
  p95Ms: number;
  totalItems: number;
  isSearch: boolean;
};

/** The scenarios, their timings, and the plans of two searches, for one engine. */
export async function measureSearch(
  engine: Engine,
  server: RunningServer,
): Promise<LatencyResult[]> {
  const headers = { Authorization: await signInAs(server.url, LARGE_DEMO.staffEmail) };
  const terms = await searchTerms(server);
  const list = `${server.url}/api/collections/${TABLE}/records?perPage=${PER_PAGE}&fields=${FIELDS}`;
  const search = (text: string) => `${list}&sort=-created&search=${encodeURIComponent(text)}`;
  const scenarios: Scenario[] = [
    { name: 'plain list, newest first', url: `${list}&sort=-created`, isSearch: false },
    { name: 'plain list by code', url: `${list}&sort=-sortCode`, isSearch: false },
    { name: `search a code (${terms.code})`, url: search(terms.code), isSearch: true },
    { name: `search a client (${terms.client})`, url: search(terms.client), isSearch: true },
    { name: `search client + port`, url: search(`${terms.client} ${terms.port}`), isSearch: true },
    {
      name: `search a container (${terms.container})`,
      url: search(terms.container),
      isSearch: true,
    },
    { name: `search two letters (${terms.short})`, url: search(terms.short), isSearch: true },
    {
      name: 'search, skipTotal',
      url: `${search(terms.client)}&skipTotal=1`,
      isSearch: true,
    },
    {
      name: 'next code (1 row, -sortCode)',
      url:
        `${server.url}/api/collections/${TABLE}/records?perPage=1&skipTotal=1&sort=-sortCode` +
        `&fields=shipmentCode&filter=${encodeURIComponent(`shipmentCode ~ "${terms.codePrefix}%"`)}`,
      isSearch: false,
    },
  ];
  const totals = new Map<string, number>();
  for (const scenario of scenarios) {
    const body = await getJson(scenario.url, headers);
    totals.set(scenario.name, body.totalItems);
    for (let i = 0; i < WARMUP; i++) await getJson(scenario.url, headers);
  }
  const samples = new Map<string, number[]>(scenarios.map((s) => [s.name, []]));
  for (let round = 0; round < ROUNDS; round++)
    for (const scenario of scenarios)
      for (let i = 0; i < SAMPLES / ROUNDS; i++) {
        const started = performance.now();
        await getJson(scenario.url, headers);
        samples.get(scenario.name)!.push(performance.now() - started);
      }
  await printSearchPlans(engine, server, headers, search(terms.code), 'code');
  await printSearchPlans(engine, server, headers, search(terms.client), 'client');
  return scenarios.map((scenario) => {
    const times = samples.get(scenario.name)!;
    return {
      engine,
      name: scenario.name,
      medianMs: median(times),
      p95Ms: percentile(times, 95),
      totalItems: totals.get(scenario.name) ?? -1,
      isSearch: scenario.isSearch,
    };
  });
}

/** Words a person would type, taken from the company's own rows. */
async function searchTerms(server: RunningServer) {
  const db = server.core.db;
  const company = [LARGE_DEMO.companyId];
  const rows = await db.get<{ n: number }>(
    `SELECT COUNT(*) AS "n" FROM "${TABLE}" WHERE "company" = ?`,
    company,
  );
  // Rows from the middle of the company's history, whatever its size.
  const offset = Math.floor(Number(rows?.n ?? 0) / 2);
  const row = await db.get<{ shipmentCode: string; containersList: string; clientKey: string }>(
    `SELECT "shipmentCode", "containersList", "clientKey" FROM "${TABLE}" WHERE "company" = ? ORDER BY "id" LIMIT 1 OFFSET ${offset}`,
    company,
  );
  if (!row)
    throw new Error(`Benchmark precondition failed: ${LARGE_DEMO.companyName} has no ${TABLE}`);
  const containers = JSON.parse(String(row.containersList ?? '[]')) as { number?: string }[] | null;
  return {
    code: row.shipmentCode,
    codePrefix: row.shipmentCode.slice(0, 7),
    client: row.clientKey.split(' ').slice(0, 2).join(' '),
    port: 'manzanillo',
    container: String(containers?.[0]?.number ?? 'MSCU'),
    short: 'mx',
  };
}

async function printSearchPlans(
  engine: Engine,
  server: RunningServer,
  headers: Record<string, string>,
  url: string,
  label: string,
): Promise<void> {
  const db = server.core.db;
  const queries = await captureQueries(db, () => getJson(url, headers));
  const searches = queries.filter((query) => /MATCH|LIKE|instr\(|strpos\(/.test(query.sql));
  for (const query of searches) {
    const plan = await explainPlan(db, engine, query);
    const kind = query.sql.includes('COUNT(') ? 'count' : 'page';
    const used = plan.some((line) => /__search/.test(line));
    console.log(
      `\n${engine}: search a ${label}, ${kind} query (${used ? 'uses' : 'does NOT use'} the search index)`,
    );
    console.log(`  SQL: ${query.sql}\n  params: ${JSON.stringify(query.params)}`);
    for (const line of plan) console.log(line);
  }
}

/** One table row per scenario, with the ratio to the plain list of the same engine. */
export function reportSearch(results: LatencyResult[]): void {
  const rows = results.map((result) => {
    const plain = results.find(
      (r) => r.engine === result.engine && r.name.startsWith('plain list, newest'),
    )!;
    return {
      engine: result.engine,
      scenario: result.name,
      'median ms': result.medianMs.toFixed(1),
      'p95 ms': result.p95Ms.toFixed(1),
      'vs plain list': `${(result.medianMs / plain.medianMs).toFixed(2)}×`,
      totalItems: result.totalItems,
    };
  });
  console.table(rows);
  for (const result of results.filter((r) => r.isSearch)) {
    const pass = result.medianMs <= SEARCH_TARGET_MS;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} ${result.engine} ${result.name}: median ${result.medianMs.toFixed(1)} ms ` +
        `(target ≤ ${SEARCH_TARGET_MS} ms), p95 ${result.p95Ms.toFixed(1)} ms`,
    );
  }
}

async function getJson(
  url: string,
  headers: Record<string, string>,
): Promise<{ totalItems: number }> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`GET ${url} → ${response.status}`);
  return (await response.json()) as { totalItems: number };
}
