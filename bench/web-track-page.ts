import { gzipSync } from 'node:zlib';
import { BLANK_PAGE } from './web-build.ts';
import type { LighthouseSummary } from './web-lighthouse.ts';
import type { WebBenchSection } from './web-section.ts';

const TARGET_PERFORMANCE = 95;
const TARGET_ACCESSIBILITY = 95;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** The demo's richest shared shipment: Golfo's third ocean shipment, its arrival notice shared. */
const DEMO_LABEL = 'Importadora del Bajío · compras';

/**
 * Lighthouse (mobile) performance and accessibility of a tracking link's page (issue 37) on the
 * demo data, next to a blank page served by the same server, with the JavaScript it loads.
 */
export const trackPageSection: WebBenchSection = {
  title: 'Tracking link page: Lighthouse mobile',
  async run(context) {
    const token = await demoToken(context.baseUrl);
    const blank = await context.lighthouse(BLANK_PAGE, 1);
    const page = await context.lighthouse(`/t/${token}`, RUNS);
    const jsKb = await scriptsKb(page);
    console.table(
      [
        ['blank (baseline)', blank, 0],
        ['/t/{token}', page, jsKb],
      ].map(([name, run, kb]) =>
        row(name as string, run as LighthouseSummary, kb as number, blank),
      ),
    );
    const ok = page.performance >= TARGET_PERFORMANCE && page.accessibility >= TARGET_ACCESSIBILITY;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} /t/{token}: perf ${page.performance} (≥ ${TARGET_PERFORMANCE}), ` +
        `a11y ${page.accessibility} (≥ ${TARGET_ACCESSIBILITY}), JS ${jsKb.toFixed(1)} KB gzip` +
        (page.opportunities.length ? `; opportunities: ${page.opportunities.join(', ')}` : ''),
    );
  },
};

function row(name: string, run: LighthouseSummary, jsKb: number, blank: LighthouseSummary) {
  return {
    page: name,
    perf: run.performance,
    a11y: run.accessibility,
    'FCP ms': Math.round(run.fcpMs),
    'LCP ms': Math.round(run.lcpMs),
    'TBT ms': Math.round(run.tbtMs),
    CLS: Number(run.cls.toFixed(3)),
    'JS gzip KB': Number(jsKb.toFixed(1)),
    'perf / blank': `${(run.performance / blank.performance).toFixed(2)}×`,
  };
}

/** The token of the demo's link for Golfo's shared ocean shipment, read as its superuser. */
async function demoToken(baseUrl: string): Promise<string> {
  const auth = await fetch(`${baseUrl}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: 'super@golfo.test', password: 'RumboDemo2026' }),
  });
  const { token } = (await auth.json()) as { token: string };
  const filter = encodeURIComponent(`label = "${DEMO_LABEL}"`);
  const list = await fetch(`${baseUrl}/api/collections/tracking_links/records?filter=${filter}`, {
    headers: { authorization: token },
  });
  const { items } = (await list.json()) as { items: { token: string }[] };
  if (!items[0]) throw new Error('The demo has no tracking link to measure.');
  return items[0].token;
}

async function scriptsKb(run: LighthouseSummary): Promise<number> {
  let total = 0;
  for (const url of run.scripts) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length / 1024;
  }
  return total;
}
