/**
 * Table rows and verdicts shared by the web sections that compare a big company with a small
 * one measured in the same run (the shipment list, the reports page).
 */
export type Metric = { name: string; big: number; small: number; target: number | null };

/** One console.table row: both figures, their ratio and the target. */
export function metricRow(
  { name, big, small, target }: Metric,
  bigSize: number,
  smallSize: number,
) {
  return {
    metric: name,
    [`${bigSize} ms`]: round(big),
    [`${smallSize} ms`]: round(small),
    ratio: `${(big / small).toFixed(2)}×`,
    target: target === null ? '—' : `< ${target} ms`,
  };
}

/** "PASS …" or "FAIL …" for a metric with a target; `baseline` names the small one. */
export function metricVerdict(
  { name, big, small, target }: Metric,
  bigSize: number,
  baseline: string,
): string {
  const pass = target !== null && big < target;
  return (
    `${pass ? 'PASS' : 'FAIL'} ${name} with ${bigSize} shipments: ${round(big)} ms ` +
    `(target < ${target} ms; ${(big / small).toFixed(2)}× ${baseline})`
  );
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Whole milliseconds, comma-separated. */
export function list(values: readonly number[]): string {
  return values.map((value) => Math.round(value)).join(', ');
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
