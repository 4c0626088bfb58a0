/**
 * The product server for `bench/unanswered.bench.ts`, in a child process of its own so the
 * load's clients never share its event loop. Sends `{ url }` once listening; stops when the
 * benchmark disconnects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../apps/server/src/start-server.ts';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-unanswered-'));
  const server = await startServer({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    seed: true,
    logger: false,
  });
  // Never outlive the benchmark, whatever happens to it.
  process.on('disconnect', () => {
    // A connection left stuck by the load must not keep the process alive.
    setTimeout(() => process.exit(0), 5_000).unref();
    void server.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
  process.send!({ url: server.url });
}

void main();
