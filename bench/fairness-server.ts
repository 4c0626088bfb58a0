/**
 * The product server for `bench/fairness.bench.ts`, in a child process of its own so that the
 * benchmark's clients (which read megabytes of list answers) never share its event loop.
 * Sends `{ url }` once listening; stops when the benchmark disconnects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../apps/server/src/start-server.ts';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-fairness-'));
  const server = await startServer({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    seed: true,
    logger: false,
  });
  process.on('disconnect', () => {
    void server.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
  process.send!({ url: server.url });
}

void main();
