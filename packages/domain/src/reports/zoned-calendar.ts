/**
 * Calendar days and months of an IANA time zone, for a report's date range and monthly buckets.
 * The zone is read with `Intl` a few times per report (range ends, month boundaries), never per
 * shipment: facts are placed by comparing their ISO texts with the boundaries found here.
 */

/** A calendar month: `month` 1–12. */
export type CalendarMonth = { year: number; month: number };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    // Throws RangeError for a zone the runtime does not know.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of an instant in the zone, as if it were UTC (epoch ms). */
function wallClockMs(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, second, ms - Math.floor(ms / 1000) * 1000);
  return wall.getTime();
}

/** The calendar month an instant falls in, in the zone. */
export function zonedMonth(ms: number, timeZone: string): CalendarMonth {
  const wall = new Date(wallClockMs(ms, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

/** The instant (epoch ms) the given calendar day starts in the zone; `month` may run past 12. */
export function zonedDayStartMs(
  year: number,
  month: number,
  day: number,
  timeZone: string,
): number {
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  const target = wall.getTime();
  // Two rounds settle the offset, also on a day whose offset changes (summer time).
  let ms = target - (wallClockMs(target, timeZone) - target);
  ms = target - (wallClockMs(ms, timeZone) - ms);
  return ms;
}

/** `YYYY-MM-DD` as a calendar day, or null when it is not one (`2026-02-30`, '', `10/03/2026`). */
export function parseCalendarDay(
  text: string,
): { year: number; month: number; day: number } | null {
  const match = DAY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** `YYYY-MM` of a calendar month. */
export function monthKey({ year, month }: CalendarMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month after `month`. */
export function nextMonth({ year, month }: CalendarMonth): CalendarMonth {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}
