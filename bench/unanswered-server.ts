/**
 * The product server for `bench/unanswered.bench.ts`, in a child process of its own so the
 * load's clients never share its event loop. Sends `{ url }` once listening; stops when the
 * benchmark disconnects.
 */
import { startSeededChildServer } from './seeded-child-server.ts';

async function main(): Promise<void> {
  const { server } = await startSeededChildServer('unanswered', { closeWithin: 5_000 });
  process.send!({ url: server.url });
}

void main();
