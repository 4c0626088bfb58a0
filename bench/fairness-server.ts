/**
 * The product server for `bench/fairness.bench.ts`, in a child process of its own so that the
 * benchmark's clients (which read megabytes of list answers) never share its event loop.
 * Sends `{ url }` once listening; stops when the benchmark disconnects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
  // How long the server's event loop was held, asked for by the benchmark per phase.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on('message', (message: { delay?: 'reset' | 'read' }) => {
    if (message.delay === 'reset') delay.reset();
    if (message.delay === 'read')
      process.send!({ p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 });
  });
  process.send!({ url: server.url });
}

void main();
