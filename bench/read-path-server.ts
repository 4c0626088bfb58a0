/**
 * The product server of `bench/read-path.ts`: the demo seed on SQLite, or on the PostgreSQL
 * database `BENCH_DATABASE_URL` names, in a child process that reports its CPU and event-loop
 * holds (child-stats.ts), and on PostgreSQL the statements of a request it is asked to record
 * (statement-recorder.ts).
 */
import { answerStats } from './child-stats.ts';
import { startSeededChildServer } from './seeded-child-server.ts';
import { answerRecordedStatements } from './statement-recorder.ts';

async function main(): Promise<void> {
  if (process.env.BENCH_DATABASE_URL) answerRecordedStatements();
  const { server } = await startSeededChildServer('read-path', {
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    closeWithin: 10_000,
  });
  answerStats();
  process.send!({ url: server.url });
}

void main();
