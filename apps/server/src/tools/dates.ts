/** Formats a date in the record server's wire layout: `YYYY-MM-DD HH:MM:SS.mmmZ` (UTC). */
export function formatDateTime(date: Date): string {
  return date.toISOString().replace('T', ' ');
}

export function nowDateTime(): string {
  return formatDateTime(new Date());
}

/**
 * Parses the many input forms PocketBase accepts (its own layout, ISO 8601/RFC 3339, a date only,
 * Unix seconds) into the stored layout. Returns '' for empty input and null when unparseable.
 */
export function normalizeDateTime(input: unknown): string | null {
  if (input === null || input === undefined || input === '') return '';
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : formatDateTime(input);
  if (typeof input === 'number') return formatDateTime(new Date(input * 1000));
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '') return '';
  if (/^-?\d+$/.test(text)) return formatDateTime(new Date(Number(text) * 1000));
  // JavaScript rolls 2026-02-30 over into March; PocketBase refuses a day that does not exist.
  if (!isCalendarDay(text)) return null;
  const isoLike = text.replace(' ', 'T');
  const withZone =
    /([zZ]|[+-]\d\d:?\d\d)$/.test(isoLike) || !isoLike.includes('T') ? isoLike : `${isoLike}Z`;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(withZone) ? `${withZone}T00:00:00Z` : withZone);
  return Number.isNaN(date.getTime()) ? null : formatDateTime(date);
}

/** False when the text opens with a `YYYY-MM-DD` day that is not on the calendar. */
function isCalendarDay(text: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!day) return true;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}
