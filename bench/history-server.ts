/**
 * A product server of `bench/history.bench.ts`, in a child process of its own (measured-child.ts)
 * so that the benchmark's requests never share its event loop or its CPU figures. The demo seed
 * on `BENCH_DATA_DIR` (SQLite) or on the PostgreSQL database `BENCH_DATABASE_URL`; with
 * `BENCH_HISTORY=off` it starts without the history module (`withoutModules`), the baseline of
 * the save cost. Once the notifications' first pass and the list columns are done it sends
 * `{ url }`, then answers:
 * - `{ fill }`: 100,000 shipments (bench-data.ts), then `_history` (history-data.ts) → `{ filled }`;
 * - `{ plan: { path, token } }`: the plans of the `_history` queries run while serving that GET
 *   → `{ planned: lines }`;
 * - `{ stats: true }` (child-stats.ts).
 * Disconnecting closes it.
 */
import { startServer, type RunningServer } from '../apps/server/src/start-server.ts';
import { fillShipments, type FillOptions } from './bench-data.ts';
import { answerStats } from './child-stats.ts';
import { fillHistory, type HistoryFillOptions } from './history-data.ts';
import { captureQueries, explainPlan } from './query-plan.ts';

export type FillRequest = FillOptions & Omit<HistoryFillOptions, 'onPostgres'>;
export type PlanRequest = { path: string; token: string };

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const engine = databaseUrl ? 'postgres' : 'sqlite';

async function main(): Promise<void> {
  const server = await startServer({
    dataDir: process.env.BENCH_DATA_DIR!,
    databaseUrl,
    // Both servers of a PostgreSQL run use one data folder: no notice about files on one disk.
    sharedDataDir: true,
    host: '127.0.0.1',
    port: 0,
    seed: true,
    now: process.env.BENCH_NOW ? new Date(process.env.BENCH_NOW) : undefined,
    logger: false,
    withoutModules: process.env.BENCH_HISTORY === 'off' ? ['history'] : [],
  });
  await server.notifications.ready;
  await server.listColumnsReady();
  answerStats();
  process.on('message', (message: Record<string, unknown>) => {
    void answer(server, message).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
  process.on('disconnect', () => {
    setTimeout(() => process.exit(0), 10_000).unref();
    void server.close().finally(() => process.exit(0));
  });
  process.send!({ url: server.url });
}

async function answer(server: RunningServer, message: Record<string, unknown>): Promise<void> {
  const db = server.core.db;
  if (message.fill) {
    const options = message.fill as FillRequest;
    const shipments = await fillShipments(db, options);
    const history = await fillHistory(db, { ...options, onPostgres: engine === 'postgres' });
    process.send!({ filled: { shipments, history } });
  }
  if (message.plan) {
    const { path: route, token } = message.plan as PlanRequest;
    const queries = await captureQueries(db, () =>
      fetch(`${server.url}${route}`, { headers: { Authorization: token } }).then((r) => r.text()),
    );
    const lines: string[] = [];
    for (const query of queries.filter((q) => q.sql.includes('FROM "_history"'))) {
      lines.push(
        `SQL: ${query.sql.replace(/\s+/g, ' ')}`,
        `params: ${JSON.stringify(query.params)}`,
      );
      lines.push(...(await explainPlan(db, engine, query)));
    }
    process.send!({ planned: lines });
  }
}

void main();
