import { gzipSync } from 'node:zlib';
import { BLANK_PAGE } from './web-build.ts';
import type { LighthouseSummary } from './web-lighthouse.ts';
import type { WebBenchContext, WebBenchSection } from './web-section.ts';

const PUBLIC_PAGES = [
  '/',
  '/servicios/forwarders',
  '/servicios/ia-excel',
  '/servicios/automatizacion',
  '/servicios/software-a-medida',
];
const TARGET_PERFORMANCE = 95;
const TARGET_ACCESSIBILITY = 95;
const TARGET_JS_GZIP_KB = 120;
/** Chunks of signed-in screens are named so (apps/web/vite.config.ts). */
const DASHBOARD_CHUNK = /\/assets\/dashboard-/;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

type PageResult = { path: string; lighthouse: LighthouseSummary; jsKb: number; dashboard: number };

/**
 * Lighthouse (mobile) performance and accessibility of every public page, and the gzip size of
 * the JavaScript each loads, next to a blank page served by the same server.
 */
export const publicPagesSection: WebBenchSection = {
  title: 'Public pages: Lighthouse mobile and JavaScript size',
  async run(context) {
    const blank = await measure(context, BLANK_PAGE, 1);
    const pages: PageResult[] = [];
    for (const path of PUBLIC_PAGES) pages.push(await measure(context, path, RUNS));
    console.table([blank, ...pages].map((page) => row(page, blank)));
    await printNotes(context, pages, blank);
    for (const page of pages) verdict(page);
  },
};

async function measure(context: WebBenchContext, path: string, runs: number): Promise<PageResult> {
  const lighthouse = await context.lighthouse(path, runs);
  const sizes = await Promise.all(lighthouse.scripts.map(gzipKb));
  const jsKb = sizes.reduce((sum, size) => sum + size, 0);
  const dashboard = lighthouse.scripts.filter((url) => DASHBOARD_CHUNK.test(url)).length;
  return { path, lighthouse, jsKb, dashboard };
}

/** Gzip size (level 9, as Vite reports it) of one script as the server sends it. */
async function gzipKb(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return gzipSync(body, { level: 9 }).length / 1024;
}

function row({ path, lighthouse, jsKb, dashboard }: PageResult, blank: PageResult) {
  return {
    page: path === BLANK_PAGE ? `${path} (baseline)` : path,
    perf: lighthouse.performance,
    a11y: lighthouse.accessibility,
    'FCP ms': Math.round(lighthouse.fcpMs),
    'LCP ms': Math.round(lighthouse.lcpMs),
    'TBT ms': Math.round(lighthouse.tbtMs),
    CLS: Number(lighthouse.cls.toFixed(3)),
    'JS gzip KB': Number(jsKb.toFixed(1)),
    'JS / budget': `${(jsKb / TARGET_JS_GZIP_KB).toFixed(2)}×`,
    'perf / blank': `${(lighthouse.performance / blank.lighthouse.performance).toFixed(2)}×`,
    'dashboard chunks': dashboard,
  };
}

async function printNotes(
  context: WebBenchContext,
  pages: PageResult[],
  blank: PageResult,
): Promise<void> {
  console.log(
    `${RUNS} Lighthouse run(s) per page (median), mobile preset; baseline: a one-line HTML page ` +
      `from the same server (perf ${blank.lighthouse.performance}, FCP ` +
      `${Math.round(blank.lighthouse.fcpMs)} ms). Machine CPU benchmark index ` +
      `${Math.round(blank.lighthouse.benchmarkIndex)} (Lighthouse calibrates on ~1000-2000; a ` +
      `busy machine inflates TBT).`,
  );
  const script = pages[0]?.lighthouse.scripts[0];
  if (script)
    console.log(`The server sends scripts with content-encoding: ${await encodingOf(script)}.`);
  const opportunities = new Set(pages.flatMap((page) => page.lighthouse.opportunities));
  if (opportunities.size > 0)
    console.log(`Lighthouse opportunities on ${context.baseUrl}: ${[...opportunities].join('; ')}`);
}

/** How the server compresses a file for a browser that accepts brotli and gzip. */
async function encodingOf(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'none (uncompressed)';
}

function verdict({ path, lighthouse, jsKb, dashboard }: PageResult): void {
  const checks = [
    [
      lighthouse.performance >= TARGET_PERFORMANCE,
      `perf ${lighthouse.performance} ≥ ${TARGET_PERFORMANCE}`,
    ],
    [
      lighthouse.accessibility >= TARGET_ACCESSIBILITY,
      `a11y ${lighthouse.accessibility} ≥ ${TARGET_ACCESSIBILITY}`,
    ],
    [jsKb <= TARGET_JS_GZIP_KB, `JS ${jsKb.toFixed(1)} KB ≤ ${TARGET_JS_GZIP_KB} KB gzip`],
    [dashboard === 0, `no dashboard chunk (${dashboard})`],
  ] as const;
  const pass = checks.every(([ok]) => ok);
  const detail = checks.map(([ok, what]) => `${ok ? '✓' : '✗'} ${what}`).join(', ');
  console.log(`${pass ? 'PASS' : 'FAIL'} ${path}: ${detail}`);
}
