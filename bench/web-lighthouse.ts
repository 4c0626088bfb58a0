import lighthouse from 'lighthouse';

/** Chromium as the browser tests use it (reference/toolchain-notes.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type LighthouseSummary = {
  /** 0–100, median over the runs. */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Same-origin script URLs the page loaded (first run). */
  scripts: string[];
  /** Lighthouse's CPU benchmark of this machine (higher is faster), for reading the scores. */
  benchmarkIndex: number;
  /** Ids of the audits that cost the page performance points (first run), for the reader. */
  opportunities: string[];
};

/**
 * Lighthouse with its default (mobile, simulated slow 4G and 4× CPU) settings, on the Chromium
 * listening at `port`. Scores are medians of `runs` runs: the simulated timings still move with
 * the machine's load.
 */
export async function runLighthouse(
  port: number,
  url: string,
  runs: number,
): Promise<LighthouseSummary> {
  const results: LighthouseSummary[] = [];
  for (let run = 0; run < runs; run++) results.push(await runOnce(port, url));
  const median = (pick: (run: LighthouseSummary) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    performance: median((run) => run.performance),
    accessibility: median((run) => run.accessibility),
    fcpMs: median((run) => run.fcpMs),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    benchmarkIndex: median((run) => run.benchmarkIndex),
    scripts: results[0]!.scripts,
    opportunities: results[0]!.opportunities,
  };
}

async function runOnce(port: number, url: string): Promise<LighthouseSummary> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scripts: scriptUrls(lhr.audits['network-requests']?.details, new URL(url).origin),
    opportunities: Object.values(lhr.audits)
      .filter((item) => item.details?.type === 'opportunity' && (item.score ?? 1) < 0.9)
      .map((item) => item.id),
  };
}

function scriptUrls(details: unknown, origin: string): string[] {
  const items = (details as { items?: { url: string; resourceType?: string }[] } | undefined)
    ?.items;
  return (items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
    .map((item) => item.url);
}
