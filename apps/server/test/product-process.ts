import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The product server in a process of its own (its own group), so a test can `kill -9` it. */
export type ProductProcess = { url: string; child: ChildProcess };

/**
 * Starts `apps/server/src/main.ts` as the product starts it, on `dataDir` (and `databaseUrl`
 * when given), and waits until it answers `/api/health`.
 */
export async function startProductProcess(
  dataDir: string,
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<ProductProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED: '1',
      BCRYPT_COST: '4',
      SHARED_DATA_DIR: '1',
      // The digest would add messages at 08:00 UTC−6 to tests that count theirs.
      DAILY_DIGEST: '0',
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product server exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { url, child };
    if (Date.now() > deadline) throw new Error(`The product server at ${url} never answered`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Ends the process group at once (`SIGKILL`: no shutdown, no flush) or politely (`SIGTERM`). */
export async function stopProductProcess(
  server: ProductProcess,
  signal: 'SIGKILL' | 'SIGTERM',
): Promise<void> {
  const { child } = server;
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  await exited;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}
