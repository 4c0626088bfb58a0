import { toDate } from './to-date.ts';

/**
 * Like `toDate`, but for values the caller must supply (usually `now`): a missing or malformed
 * one is a programming error, so it throws instead of silently producing wrong results.
 */
export function requireDate(input: unknown, name = 'date'): Date {
  const date = toDate(input);
  if (!date) throw new RangeError(`Invalid ${name}: ${String(input)}`);
  return date;
}
