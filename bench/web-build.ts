import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** The blank page the scores are compared with, served by the same server from the same folder. */
export const BLANK_PAGE = '/bench-blank.html';

/**
 * Builds the web app into `outDir` (or uses the build named by BENCH_WEB_DIST, which is not
 * modified apart from the blank page) and returns the folder the server will serve.
 */
export function prepareWebDist(outDir: string): string {
  const given = process.env.BENCH_WEB_DIST;
  const webDist = given ? path.resolve(given) : outDir;
  if (!given) {
    const started = performance.now();
    const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
      cwd: path.join(REPO_ROOT, 'apps/web'),
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
    console.log(`built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`No index.html in ${webDist}`);
  // The smallest page Lighthouse can score: one line of text (no text means no first paint).
  writeFileSync(
    path.join(webDist, BLANK_PAGE),
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="description" content="Página en blanco de referencia."><title>Rumbo</title>' +
      '</head><body><main><h1>Rumbo</h1></main></body></html>',
  );
  return webDist;
}
