import type { Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCuttableLink } from './cuttable-link.ts';
import { freePort, killGroup, spawnProductServer, waitForHealth } from './server-process.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * A product server that a test can stop and start again on the same address and data, to play
 * "the server went away" for the browser and then bring it back with the same data.
 */
export type RestartableServer = {
  url: string;
  start: () => Promise<void>;
  /**
   * The server goes away for the browser: its address answers nothing and every open
   * connection drops (cuttable-link.ts). The process and its data stay, so that `start` brings
   * it back at once instead of in the seconds a new process takes.
   */
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
 * Prepares a server on a fresh data directory (demo seed); call `start()`. It serves the web
 * build of `webDist` when given (a copy a test may change, as a deployment does).
 *
 * The process starts once, behind a link the test cuts to stop it (docs/decisions/021): what
 * the browser sees is the same (connection refused, open requests and the realtime stream
 * dropped), and a restart takes milliseconds instead of a new process's three seconds or more.
 */
export async function createRestartableServer(
  options: { webDist?: string } = {},
): Promise<RestartableServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-e2e-restartable-'));
  const processUrl = `http://127.0.0.1:${port}`;
  // The server's address for the browser; nothing answers there until `start()`.
  const link = await createCuttableLink(processUrl);
  await link.cut();
  const { url } = link;
  let child: ChildProcess | null = null;

  const startProcess = async () => {
    const started = spawnProductServer(
      port,
      dataDir,
      options.webDist ? { WEB_DIST: options.webDist } : {},
    );
    child = started;
    try {
      await waitForHealth(processUrl, started);
    } catch (error) {
      await killGroup(started);
      child = null;
      throw error;
    }
  };
  const start = async () => {
    if (!child) await startProcess();
    await link.restore();
  };
  const stop = () => link.cut();
  const dispose = async () => {
    await link.close();
    if (child) await killGroup(child);
    child = null;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, start, stop, dispose, serveAppFiles: appFilesServer(url) };
}

/**
 * A server already running (this worker's) made stoppable for one test: the test gets an
 * address of its own in front of it (cuttable-link.ts) that it stops and starts; `dispose` only
 * takes that address away. What the test writes stays on the server: it cleans up after itself.
 */
export async function stoppableFront(serverUrl: string): Promise<RestartableServer> {
  const link = await createCuttableLink(serverUrl);
  return {
    url: link.url,
    start: link.restore,
    stop: link.cut,
    dispose: link.close,
    serveAppFiles: appFilesServer(link.url),
  };
}

function appFilesServer(url: string) {
  return async (page: Page) => {
    await page.route(
      (target) => target.origin === url && !target.pathname.startsWith('/api/'),
      (route) => route.fulfill({ path: appFile(new URL(route.request().url()).pathname) }),
    );
  };
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
