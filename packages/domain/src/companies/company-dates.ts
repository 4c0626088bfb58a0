const DAY = /^(\d{4}-\d{2}-\d{2})/;

/** Which end of a day a date picked as a day stands for: a period includes its last day. */
export type DayEdge = 'start' | 'end';

/**
 * The calendar day (YYYY-MM-DD, UTC) of a stored date (`2026-03-01 00:00:00.000Z` or ISO), as
 * a date input shows it; '' when there is none or it cannot be read.
 */
export function recordDay(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = DAY.exec(value.trim());
  if (!match?.[1]) return '';
  const time = Date.parse(`${match[1]}T00:00:00Z`);
  // Date.parse rolls 30 February over into March: only a day that reads back the same is real.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(match[1]) ? match[1] : '';
}

/**
 * The stored form of a picked day: its first instant for a start, its last for an end (so a
 * membership ending on the 31st still counts the 31st). '' stays '' (no date).
 *
 * @example dayToRecordDate('2026-12-31', 'end') // '2026-12-31 23:59:59.999Z'
 */
export function dayToRecordDate(day: string, edge: DayEdge): string {
  const clean = recordDay(day);
  if (clean === '') return '';
  return `${clean} ${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`;
}
