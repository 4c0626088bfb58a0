/** Toast duration when none is given (SPEC §9). */
export const TOAST_DEFAULT_MS = 2400;
/** Shortest toast: anything briefer cannot be read. */
export const TOAST_MIN_MS = 1200;
/** Longest toast. */
export const TOAST_MAX_MS = 8000;

/**
 * A toast duration in ms clamped to [1200, 8000]; anything that is not a number (including
 * NaN and numeric strings) gets the 2400 ms default.
 */
export function clampToastDuration(durationMs?: unknown): number {
  if (typeof durationMs !== 'number' || Number.isNaN(durationMs)) return TOAST_DEFAULT_MS;
  return Math.min(TOAST_MAX_MS, Math.max(TOAST_MIN_MS, durationMs));
}
