import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// Process helpers shared by the browser tests' own product servers.

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

/** Ends the process group (npx, tsx and the server) and waits for the exit. */
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
