import { toDate } from './to-date.ts';
import { canonicalDateIso, canonicalDateMs, isCanonicalDateText } from './canonical-date-text.ts';

/**
 * Epoch ms of a date exactly as `toDate` reads it, or null when `toDate` gives null; canonical
 * text (see canonical-date-text.ts) is read without it.
 */
export function readInstant(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  if (isCanonicalDateText(value)) return canonicalDateMs(value);
  return toDate(value)?.getTime() ?? null;
}

/** `readInstant(value) !== null`, without computing the instant (is an actual date entered?). */
export function isReadableInstant(value: unknown): boolean {
  if (value === '' || value === null || value === undefined) return false;
  return isCanonicalDateText(value) || toDate(value) !== null;
}

/** The `toISOString` text of the instant `readInstant` read from `value`, at `ms`. */
export function instantIso(value: unknown, ms: number): string {
  return isCanonicalDateText(value) ? canonicalDateIso(value) : new Date(ms).toISOString();
}
