import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

// Process helpers shared by the browser tests' own product servers.

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Starts the product server on loopback (demo seed on an empty data directory) in a process
 * group of its own, so that `killGroup` ends it and nothing else. Node loads tsx itself: going
 * through npx would add a second or more to every start.
 */
export function spawnProductServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: '1',
      // bcrypt's lowest cost: every sign-in of the run pays it (docs/decisions/021).
      BCRYPT_COST: '4',
      // The browser tests' demo data must not gain a digest when the run crosses 08:00 UTC−6.
      DAILY_DIGEST: '0',
      ...env,
    },
  });
}

export const SERVER_START_TIMEOUT_MS = 60_000;

/** Resolves once the server answers /api/health; throws if its process exits first. */
export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Product server exited (${child.exitCode})`);
    if (await isHealthy(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Product server at ${url} not healthy after ${SERVER_START_TIMEOUT_MS} ms`);
}

/** True when the server answers /api/health with 200. */
export async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Ends the process group (the server and anything it started) and waits for the exit. */
export async function killGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    return; // already gone
  }
  await exited;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
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
