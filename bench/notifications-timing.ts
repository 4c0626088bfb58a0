/** One timed run: wall-clock ms, and CPU ms of this process (all its threads, GC included). */
export type RunTiming = { wallMs: number; cpuMs: number };

export type TimingSummary = { median: number; p95: number; cpuMedian: number };

/** Median and 95th percentile of the wall-clock times, and the median CPU time. */
export function summarizeTimings(runs: readonly RunTiming[]): TimingSummary {
  const wall = runs.map((run) => run.wallMs).sort((a, b) => a - b);
  const cpu = runs.map((run) => run.cpuMs).sort((a, b) => a - b);
  return {
    median: percentile(wall, 0.5),
    p95: percentile(wall, 0.95),
    cpuMedian: percentile(cpu, 0.5),
  };
}

/** Times one call of `run`. */
export function timeRun(run: () => void): RunTiming {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  run();
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
