import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../apps/server/src/start-server.ts';
import { measureOceanList, type ListTimings } from './web-list-browser.ts';
import { reportListTimings } from './web-list-report.ts';
import { seedBenchTenants } from './web-list-seed.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './web-lighthouse.ts';
import { runSectionWhenStarted } from './run-section-alone.ts';
import type { WebBenchSection } from './web-section.ts';

// BENCH_LIST_SHIPMENTS makes a quicker trial run; the issue asks for 10,000.
const BIG_LIST = Math.max(1, Number(process.env.BENCH_LIST_SHIPMENTS ?? 10_000));
const SMALL_LIST = 100;
const LOADS = Math.max(1, Number(process.env.BENCH_LIST_LOADS ?? 3));

export type MeasuredList = { size: number; timings: ListTimings };

/**
 * The ocean shipment list with 10,000 shipments loaded from the server, next to the same list
 * with 100, in Chromium: time to first rows, and keydown-to-updated-list in its search box.
 *
 * It runs the product server a second time, on its own data folder with the same build: the
 * 10,000 records are written straight into its database, which the shared context does not
 * hand out (through the API they take minutes).
 */
export const shipmentsListSection: WebBenchSection = {
  title: `Ocean shipment list: ${BIG_LIST.toLocaleString('en')} shipments vs ${SMALL_LIST}`,
  async run(context) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-bench-list-'));
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
      const tenants = await seedBenchTenants(server, [
        ['Bench Big Freight', BIG_LIST],
        ['Bench Small Freight', SMALL_LIST],
      ]);
      const measured: MeasuredList[] = [];
      for (const { size, tenant } of tenants) {
        const timings = await measureOceanList(browser, {
          baseUrl: server.url,
          tenant,
          loads: LOADS,
          size,
        });
        const expected = `${size} of ${size} shipments`;
        if (timings.countText !== expected)
          throw new Error(`The list says "${timings.countText}", not "${expected}"`);
        measured.push({ size, timings });
      }
      reportListTimings({ big: measured[0]!, small: measured[1]!, loads: LOADS });
    } finally {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

// `npx tsx bench/web-shipments-list.ts`: this section alone.
runSectionWhenStarted(shipmentsListSection, import.meta.url);
