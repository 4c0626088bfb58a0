/**
 * The product server of `bench/read-path.ts`: the demo seed on SQLite, or on the PostgreSQL
 * database `BENCH_DATABASE_URL` names, in a child process that reports its CPU and event-loop
 * holds (child-stats.ts). Started with `--cpu-prof` when the benchmark profiles.
 */
import { answerStats } from './child-stats.ts';
import { startSeededChildServer } from './seeded-child-server.ts';

async function main(): Promise<void> {
  const { server } = await startSeededChildServer('read-path', {
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    closeWithin: 10_000,
  });
  answerStats();
  process.send!({ url: server.url });
}

void main();
