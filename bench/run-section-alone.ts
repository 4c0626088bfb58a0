import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareWebDist } from './web-build.ts';
import type { WebBenchSection } from './web-section.ts';

/**
 * `npx tsx bench/<section>.ts`: runs that section of `npm run bench:web` alone when its module
 * is the one started (BENCH_WEB_DIST skips the build). The section starts its own server, so
 * it gets no base URL and no Lighthouse.
 */
export function runSectionWhenStarted(section: WebBenchSection, moduleUrl: string): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  runAlone(section).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

async function runAlone(section: WebBenchSection): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-section-'));
  try {
    const webDist = prepareWebDist(path.join(workDir, 'dist'));
    console.log(`\n== ${section.title}`);
    await section.run({
      baseUrl: '',
      webDist,
      lighthouse: () => Promise.reject(new Error('This section runs no Lighthouse.')),
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
