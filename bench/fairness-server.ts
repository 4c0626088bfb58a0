/**
 * The product server for `bench/fairness.bench.ts`, in a child process of its own so that the
 * benchmark's clients (which read megabytes of list answers) never share its event loop.
 * Sends `{ url }` once listening; stops when the benchmark disconnects.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startSeededChildServer } from './seeded-child-server.ts';

async function main(): Promise<void> {
  const { server } = await startSeededChildServer('fairness');
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
