import type { ReportTimings } from './web-reports-browser.ts';

// The issue: the reports page answers in under 1 s for 10,000 shipments.
const TARGET_MS = 1000;

export type MeasuredReports = { size: number; timings: ReportTimings };

type Metric = { name: string; big: number; small: number; target: number | null };

/** Prints the table (each figure with its ratio to the 100-shipment page) and the verdicts. */
export function reportReportsTimings({
  big,
  small,
  loads,
}: {
  big: MeasuredReports;
  small: MeasuredReports;
  loads: number;
}): void {
  const loadsOf = (measured: MeasuredReports) => measured.timings.fullCountMs;
  const changes = (measured: MeasuredReports) => measured.timings.filterChangeMs;
  const metrics: Metric[] = [
    {
      name: '(a) navigation → full count, first (cold) load',
      big: loadsOf(big)[0]!,
      small: loadsOf(small)[0]!,
      target: TARGET_MS,
    },
    {
      name: '(a) navigation → full count, median',
      big: median(loadsOf(big)),
      small: median(loadsOf(small)),
      target: null,
    },
    {
      name: '(c) from the dashboard, Reports clicked → full count, median',
      big: median(big.timings.inAppMs),
      small: median(small.timings.inAppMs),
      target: TARGET_MS,
    },
    {
      name: '(b) filter change → tiles updated, median',
      big: median(changes(big)),
      small: median(changes(small)),
      target: TARGET_MS,
    },
    {
      name: '(b) filter change → tiles updated, max',
      big: Math.max(...changes(big)),
      small: Math.max(...changes(small)),
      target: null,
    },
  ];
  console.table(metrics.map((metric) => row(metric, big.size, small.size)));
  const kb = (bytes: number) => (bytes / 1000).toFixed(0);
  console.log(
    `${loads} full page load(s) of /dashboard/reports per company, from navigation start to ` +
      `the first frame whose Shipments tile counts every shipment (${big.size}: ` +
      `${list(loadsOf(big))} ms; ${small.size}: ${list(loadsOf(small))} ms); the first load ` +
      `fetched ${kb(big.timings.firstLoadScriptBytes)} KB of JavaScript (the later ones read it ` +
      `from the HTTP cache). ${changes(big).length} filter changes per company (a client ` +
      `chosen in the Client drop-down, then Reset filters), from the pointer down to the task ` +
      `after the next frame with the tiles changed (${big.size}: ${list(changes(big))} ms).`,
  );
  for (const metric of metrics) if (metric.target !== null) console.log(verdict(metric, big.size));
}

function row({ name, big, small, target }: Metric, bigSize: number, smallSize: number) {
  return {
    metric: name,
    [`${bigSize} ms`]: round(big),
    [`${smallSize} ms`]: round(small),
    ratio: `${(big / small).toFixed(2)}×`,
    target: target === null ? '—' : `< ${target} ms`,
  };
}

function verdict({ name, big, small, target }: Metric, bigSize: number): string {
  const pass = target !== null && big < target;
  return (
    `${pass ? 'PASS' : 'FAIL'} ${name} with ${bigSize} shipments: ${round(big)} ms ` +
    `(target < ${target} ms; ${(big / small).toFixed(2)}× the 100-shipment page)`
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function list(values: readonly number[]): string {
  return values.map((value) => Math.round(value)).join(', ');
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
