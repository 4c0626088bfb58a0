import type { CompanyFigures } from './years-browser.ts';
import { median, percentile } from './bench-metrics.ts';

const TIME_RATIO = 1.5;
const SEARCH_MEDIAN_MS = 300;
const SIGN_IN_BYTES = 2 * 1024 * 1024;
const HEAP_RATIO = 2;

type Line = {
  measure: string;
  big: number;
  small: number | null;
  unit: 'ms' | 'KB' | 'MB';
  /** The verdict, or null for a figure shown without a target. */
  pass: boolean | null;
  target: string;
};

export type YearsReport = {
  engine: string;
  big: CompanyFigures;
  small: CompanyFigures;
  sizes: [number, number];
};

/** Prints the section's table for one engine and a PASS/FAIL line per target. */
export function reportYears({ engine, big, small, sizes }: YearsReport): void {
  const lines: Line[] = [];
  const time = (measure: string, pick: (f: CompanyFigures) => number[], at = median) => {
    const [b, s] = [at(pick(big)), at(pick(small))];
    lines.push({
      measure,
      big: b,
      small: s,
      unit: 'ms',
      pass: b <= s * TIME_RATIO,
      target: `≤ ${TIME_RATIO}×`,
    });
  };
  time('sign-in → home figures', (f) => f.signInToHome);
  time('bell count, from page load', (f) => f.bellCount);
  time('bell popover open', (f) => f.popoverOpen);
  time('ocean list → first rows', (f) => f.listFirstRows);
  lines.push({
    measure: 'scroll to row 5,000',
    big: median(big.scrollTo5000),
    small: null,
    unit: 'ms',
    pass: null,
    target: '(100: no row 5,000)',
  });
  for (const [name, pick] of [
    ['top-bar search, Enter → list', (f: CompanyFigures) => f.topBarSearch],
    ['list search, key → list', (f: CompanyFigures) => f.typedKey],
  ] as const) {
    time(`${name} (median)`, pick);
    const last = lines.at(-1)!;
    last.pass = last.pass! && last.big <= SEARCH_MEDIAN_MS;
    last.target += ` and ≤ ${SEARCH_MEDIAN_MS} ms`;
    time(`${name} (p95)`, pick, (values) => percentile(values, 95));
  }
  time('reports → tiles', (f) => f.reportTiles);
  time('reports, one filter change', (f) => f.reportFilter);
  lines.push({
    measure: 'bytes for sign-in + home',
    big: median(big.signInBytes) / 1024,
    small: median(small.signInBytes) / 1024,
    unit: 'KB',
    pass: median(big.signInBytes) <= SIGN_IN_BYTES,
    target: '≤ 2 MB',
  });
  lines.push({
    measure: 'JS heap after every screen',
    big: big.heapAfterWalk / 1e6,
    small: small.heapAfterWalk / 1e6,
    unit: 'MB',
    pass: big.heapAfterWalk <= small.heapAfterWalk * HEAP_RATIO,
    target: `≤ ${HEAP_RATIO}×`,
  });
  console.table(lines.map((line) => tableRow(line, sizes)));
  for (const line of lines) if (line.pass !== null) console.log(verdict(line, engine, sizes[0]));
  console.log(
    `samples per company: ${big.signInToHome.length} sign-ins, ${big.topBarSearch.length} ` +
      `top-bar searches, ${big.typedKey.length} keys typed (${small.typedKey.length} for ${sizes[1]}), ` +
      `${big.reportFilter.length} filter changes`,
  );
}

function tableRow(line: Line, [bigSize, smallSize]: [number, number]) {
  return {
    measure: line.measure,
    [`${bigSize.toLocaleString('en')} shipments`]: Number.isNaN(line.big)
      ? '—'
      : `${round(line.big)} ${line.unit}`,
    [`${smallSize} shipments`]: line.small === null ? '—' : `${round(line.small)} ${line.unit}`,
    ratio: line.small === null ? '—' : `${(line.big / line.small).toFixed(2)}×`,
    target: line.target,
  };
}

function verdict(line: Line, engine: string, bigSize: number): string {
  const ratio = line.small === null ? '' : `, ${(line.big / line.small).toFixed(2)}×`;
  return (
    `${line.pass ? 'PASS' : 'FAIL'} ${engine}: ${line.measure} with ` +
    `${bigSize.toLocaleString('en')} shipments: ${round(line.big)} ${line.unit}${ratio} ` +
    `(target ${line.target})`
  );
}

function round(value: number): number {
  return value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
}
