import { formatDay } from '@rumbo/domain';

/** Pesos per dollar as the table shows and the form takes them: four decimals. */
export function rateText(mxnPerUsd: number): string {
  return mxnPerUsd.toFixed(4);
}

/** A stored day (`2026-11-27 00:00:00.000Z`) or a file's (`2026-11-27`) as the person reads it. */
export function dayText(day: string): string {
  return formatDay(day) || day;
}
