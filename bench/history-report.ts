/**
 * The history benchmark's figures and verdicts (issue 35): the history list's p95 under
 * READ_TARGET_MS on each engine, and a save with history at most SAVE_TARGET times one without.
 */
import { median, percentile, round } from './bench-metrics.ts';
import type { SaveResults, SaveSample } from './history-timing.ts';

export const READ_TARGET_MS = 50;
export const SAVE_TARGET = 1.2;

export type EngineFigures = { engine: string; reads: number[]; saves: SaveResults };

type Verdict = { pass: boolean; text: string };

/** Tables of both engines, then one PASS/FAIL line per target; true when all pass. */
export function report(figures: readonly EngineFigures[]): boolean {
  console.log('\nhistory list (one request at a time):');
  console.table(
    figures.map(({ engine, reads }) => ({
      engine,
      requests: reads.length,
      'p50 ms': round(median(reads)),
      'p95 ms': round(percentile(reads, 95)),
      'p99 ms': round(percentile(reads, 99)),
      'max ms': round(Math.max(...reads)),
    })),
  );
  console.log('saves of a Golfo ocean shipment (PATCH, one changed field):');
  console.table(
    figures.flatMap(({ engine, saves }) =>
      Object.entries(saves).flatMap(([server, { sequential, concurrent }]) => [
        saveRow(`${engine} ${server}, sequential`, sequential),
        saveRow(`${engine} ${server}, concurrent`, concurrent),
      ]),
    ),
  );
  const verdicts = figures.flatMap(verdictsOf);
  for (const verdict of verdicts) console.log(verdict.text);
  const passed = verdicts.every((v) => v.pass);
  console.log(`verdict: ${passed ? 'PASS' : 'FAIL'}`);
  return passed;
}

function saveRow(scenario: string, sample: SaveSample) {
  const count = sample.latencies.length;
  return {
    scenario,
    saves: count,
    'p50 ms': round(median(sample.latencies)),
    'mean ms': round(mean(sample.latencies)),
    'p95 ms': round(percentile(sample.latencies, 95)),
    'saves/s': round((count / sample.wallMs) * 1000),
    'CPU ms/save': round(sample.cpuMs / count),
  };
}

function verdictsOf({ engine, reads, saves }: EngineFigures): Verdict[] {
  const p95 = percentile(reads, 95);
  const { history, baseline } = saves;
  if (!history || !baseline) throw new Error('Saves need a history and a baseline server');
  const ratio = (
    label: string,
    figure: (s: SaveSample) => number,
    s: 'sequential' | 'concurrent',
  ) => ratioVerdict(`${engine} save ${label}`, figure(history[s]), figure(baseline[s]));
  const cpu = (s: SaveSample) => s.cpuMs / s.latencies.length;
  const cpuRatio = cpu(history.sequential) / cpu(baseline.sequential);
  return [
    {
      pass: p95 < READ_TARGET_MS,
      text:
        `${p95 < READ_TARGET_MS ? 'PASS' : 'FAIL'} ${engine} history list p95 ` +
        `${round(p95)} ms (target < ${READ_TARGET_MS} ms)`,
    },
    ratio('p50, sequential', (s) => median(s.latencies), 'sequential'),
    ratio('mean, sequential', (s) => mean(s.latencies), 'sequential'),
    ratio('mean, concurrent', (s) => mean(s.latencies), 'concurrent'),
    {
      pass: true,
      text:
        `info ${engine} server CPU per sequential save: ${round(cpu(history.sequential))} / ` +
        `${round(cpu(baseline.sequential))} ms = ${cpuRatio.toFixed(2)}×`,
    },
  ];
}

function ratioVerdict(label: string, withHistory: number, without: number): Verdict {
  const ratio = withHistory / without;
  const pass = ratio <= SAVE_TARGET;
  return {
    pass,
    text:
      `${pass ? 'PASS' : 'FAIL'} ${label}: ${round(withHistory)} ms with history / ` +
      `${round(without)} ms without = ${ratio.toFixed(2)}× (target ≤ ${SAVE_TARGET}×)`,
  };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
