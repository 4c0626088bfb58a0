import type { Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, killGroup, spawnProductServer, waitForHealth } from './server-process.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * A product server that a test can stop and start again on the same port and data directory,
 * to play "the server went away" for the browser and then bring it back with the same data.
 */
export type RestartableServer = {
  url: string;
  start: () => Promise<void>;
  /** Kills the server (its whole process group); the data directory stays. */
  stop: () => Promise<void>;
  /** Stops it and deletes the data directory. */
  dispose: () => Promise<void>;
  /**
   * Lets `page` load the web app's files from the build folder even while the server is
   * stopped (as a cached page would), so a reload shows what the app does with no API at all.
   */
  serveAppFiles: (page: Page) => Promise<void>;
};

/**
 * Prepares a server on a free port and a fresh data directory (demo seed); call `start()`. It
 * serves the web build of `webDist` when given (a copy a test may change, as a deployment does).
 */
export async function createRestartableServer(
  options: { webDist?: string } = {},
): Promise<RestartableServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-e2e-restartable-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const stop = async () => {
    if (child) await killGroup(child);
    child = null;
  };
  const start = async () => {
    if (child) return;
    child = spawnProductServer(port, dataDir, options.webDist ? { WEB_DIST: options.webDist } : {});
    try {
      await waitForHealth(url, child);
    } catch (error) {
      await stop();
      throw error;
    }
  };
  const dispose = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const serveAppFiles = async (page: Page) => {
    await page.route(
      (target) => target.origin === url && !target.pathname.startsWith('/api/'),
      (route) => route.fulfill({ path: appFile(new URL(route.request().url()).pathname) }),
    );
  };
  return { url, start, stop, dispose, serveAppFiles };
}

/**
 * The built file for a path as the product server answers it: a file, a public page's folder
 * (its index.html), or app.html for the signed-in app's own routes.
 */
function appFile(pathname: string): string {
  const dist = path.resolve(REPO_ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
  const file = path.join(dist, path.normalize(pathname));
  const isInside = file === dist || file.startsWith(dist + path.sep);
  if (isInside && existsSync(file) && statSync(file).isFile()) return file;
  const pageFile = path.join(file, 'index.html');
  if (isInside && existsSync(pageFile)) return pageFile;
  return path.join(dist, 'app.html');
}
