import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../apps/server/src/start-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './web-lighthouse.ts';
import { seedBenchTenants } from './web-list-seed.ts';
import { measureReports } from './web-reports-browser.ts';
import { reportReportsTimings, type MeasuredReports } from './web-reports-report.ts';
import { runSectionWhenStarted } from './run-section-alone.ts';
import type { WebBenchSection } from './web-section.ts';

// BENCH_REPORT_SHIPMENTS makes a quicker trial run; the issue asks for 10,000.
const BIG_REPORT = Math.max(1, Number(process.env.BENCH_REPORT_SHIPMENTS ?? 10_000));
const SMALL_REPORT = 100;
const LOADS = Math.max(1, Number(process.env.BENCH_REPORT_LOADS ?? 3));

/**
 * The reports page of a company with 10,000 shipments next to one with 100, in Chromium:
 * navigation to the Shipments tile counting them all, and a filter change to updated tiles.
 *
 * Like the shipment list's section, it runs the product server a second time on its own data
 * folder with the same build, the shipments written straight into its database.
 */
export const reportsSection: WebBenchSection = {
  title: `Reports page: ${BIG_REPORT.toLocaleString('en')} shipments vs ${SMALL_REPORT}`,
  async run(context) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-reports-'));
    const server = await startServer({
      dataDir,
      host: '127.0.0.1',
      port: 0,
      seed: false,
      webDist: context.webDist,
      logger: false,
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const measured: MeasuredReports[] = [];
      for (const { size, tenant } of await seedBenchTenants(server, [
        ['Bench Big Reports', BIG_REPORT],
        ['Bench Small Reports', SMALL_REPORT],
      ])) {
        const timings = await measureReports(browser, {
          baseUrl: server.url,
          tenant,
          loads: LOADS,
          size,
        });
        measured.push({ size, timings });
      }
      reportReportsTimings({ big: measured[0]!, small: measured[1]!, loads: LOADS });
    } finally {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

// `npx tsx bench/web-reports.ts`: this section alone.
runSectionWhenStarted(reportsSection, import.meta.url);
