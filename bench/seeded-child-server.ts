/**
 * The product server a benchmark runs in a child process of its own (so the load's clients never
 * share its event loop): the demo seed on a temporary data folder (and on `databaseUrl` when
 * given, PostgreSQL), on a free loopback port. `stop` closes it, removes the folder and ends the
 * process; it also runs when the benchmark disconnects, so the child never outlives it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../apps/server/src/start-server.ts';

export type SeededChildServer = {
  server: Awaited<ReturnType<typeof startServer>>;
  stop: () => Promise<void>;
};

export async function startSeededChildServer(
  name: string,
  options: { closeWithin?: number; databaseUrl?: string } = {},
): Promise<SeededChildServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `rumbo-bench-${name}-`));
  const server = await startServer({
    dataDir,
    databaseUrl: options.databaseUrl,
    host: '127.0.0.1',
    port: 0,
    seed: true,
    logger: false,
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // A connection the load left stuck must not keep the process alive past this.
    if (options.closeWithin) setTimeout(() => process.exit(0), options.closeWithin).unref();
    await server.close().finally(() => rmSync(dataDir, { recursive: true, force: true }));
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  return { server, stop };
}
