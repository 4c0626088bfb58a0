import { BUSINESS_UTC_OFFSET_MINUTES } from '../time/business-time-zone.ts';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar day written `YYYY-MM-DD` (`2026-02-30` is not one). */
export function isTariffDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(+year, +month - 1, +day));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * The day part of a stored or typed tariff date: `2026-05-01 00:00:00.000Z` and `2026-05-01`
 * both give `2026-05-01`; blank gives ''. Tariff dates are calendar days stored as UTC
 * midnight, so the first ten characters are the day whatever the reader's zone.
 */
export function tariffDay(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 10) : '';
}

/** A `YYYY-MM-DD` day moved by whole days (negative goes back). */
export function addTariffDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The stored layout of a tariff day: UTC midnight, `YYYY-MM-DD 00:00:00.000Z`; '' stays ''. */
export function tariffRecordDate(day: string): string {
  return day === '' ? '' : `${day} 00:00:00.000Z`;
}

/**
 * Today's date, `YYYY-MM-DD`, in the business zone (Mexico's Zona Centro, UTC−6 all year):
 * the day validity statuses and the quote calculator read rates on.
 *
 * @example todayInBusinessTime(new Date('2026-05-01T03:00:00Z')) // '2026-04-30'
 */
export function todayInBusinessTime(now: Date): string {
  return new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
