/**
 * The web app's speed as users get it: `npm run bench:web` builds the app, starts the real
 * product server, drives Lighthouse through Chromium and prints each section's figures, ratios
 * and PASS/FAIL verdicts. It exits 0 either way, 1 only if the setup breaks. See bench/README.md.
 *
 * Sections run in order; add one by writing a `WebBenchSection` and listing it in SECTIONS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from '../apps/server/src/start-server.ts';
import { prepareWebDist } from './web-build.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, runLighthouse } from './web-lighthouse.ts';
import { publicPagesSection } from './web-public-pages.ts';
import { trackPageSection } from './web-track-page.ts';
import { yearsOfDataSection } from './years-of-data.ts';
import type { WebBenchSection } from './web-section.ts';

const ALL_SECTIONS: WebBenchSection[] = [publicPagesSection, trackPageSection, yearsOfDataSection];
/** `BENCH_WEB_SECTIONS=public,tracking,years` runs only the sections whose title starts with one. */
const SECTIONS = ALL_SECTIONS.filter(
  (section) =>
    !process.env.BENCH_WEB_SECTIONS ||
    process.env.BENCH_WEB_SECTIONS.split(',').some((name) =>
      section.title.toLowerCase().startsWith(name.trim().toLowerCase()),
    ),
);
// Seeding 100,000 shipments on each engine takes minutes of its own.
const WHOLE_RUN_TIMEOUT_MS = 60 * 60_000;

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-web-'));
  process.once('SIGINT', () => {
    rmSync(workDir, { recursive: true, force: true });
    process.exit(130);
  });
  const closers: (() => Promise<unknown> | void)[] = [
    () => rmSync(workDir, { recursive: true, force: true }),
  ];
  try {
    const webDist = prepareWebDist(path.join(workDir, 'dist'));
    const server = await startServer({
      dataDir: path.join(workDir, 'data'),
      host: '127.0.0.1',
      port: 0,
      seed: true, // the tracking page shows a demo shipment; the public pages read no data
      webDist,
      logger: false,
    });
    closers.unshift(() => server.close());
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
    });
    closers.unshift(() => chrome.kill());
    const context = {
      baseUrl: server.url,
      webDist,
      lighthouse: (page: string, runs: number) =>
        runLighthouse(chrome.port, `${server.url}${page}`, runs),
    };
    for (const section of SECTIONS) {
      console.log(`\n== ${section.title}`);
      await section.run(context);
    }
  } finally {
    for (const close of closers) await close();
  }
}

// Bounded: whatever hangs, the run ends.
setTimeout(() => {
  console.error(`Benchmark did not finish within ${WHOLE_RUN_TIMEOUT_MS / 60_000} minutes.`);
  process.exit(1);
}, WHOLE_RUN_TIMEOUT_MS).unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
