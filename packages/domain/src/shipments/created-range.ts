import { toDate } from '../time/to-date.ts';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

/** The instants (ISO) a creation-date filter covers, both ends included; null for no bound. */
export type CreatedRange = { from: string | null; to: string | null };

/**
 * The bounds of a list's "Created from / to" filter as instants, so the browser and the server
 * filter the same shipments: a date without a time (`2026-03-10`) means that whole day in the
 * business time zone (UTC−6), a date-time is the instant itself; unreadable bounds are ignored.
 *
 * @example shipmentCreatedRange({ dateFrom: '2026-03-10', dateTo: '2026-03-10' })
 * // { from: '2026-03-10T06:00:00.000Z', to: '2026-03-11T05:59:59.999Z' }
 */
export function shipmentCreatedRange(bounds: { dateFrom?: string; dateTo?: string }): CreatedRange {
  return { from: rangeStart(bounds.dateFrom), to: rangeEnd(bounds.dateTo) };
}

function rangeStart(bound: string | undefined): string | null {
  const date = toDate(bound);
  return date ? date.toISOString() : null;
}

function rangeEnd(bound: string | undefined): string | null {
  const date = toDate(bound);
  if (!date) return null;
  const end = DATE_ONLY.test(bound ?? '') ? date.getTime() + DAY_MS - 1 : date.getTime();
  return new Date(end).toISOString();
}
