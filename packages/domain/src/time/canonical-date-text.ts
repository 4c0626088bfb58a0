/**
 * Dates as the record server and `toISOString` write them: `YYYY-MM-DD HH:MM:SS.mmmZ` and
 * `YYYY-MM-DDTHH:MM:SS.mmmZ` ("canonical"). Reconciliation reads every milestone date of every
 * shipment each minute, and the general parser (`toDate`: a regex and two `Date` objects per
 * call) dominated that cost (bench/notifications.bench.ts); these texts are read from their
 * character codes instead. Fixed-width fields from years down also make text order time order.
 */

const DAY_MS = 86_400_000;
const CANONICAL_LENGTH = 24;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const CHAR_T = 84;

/** True for canonical text of a real date and time (no 30 February, no 24:00). */
export function isCanonicalDateText(value: unknown): value is string {
  if (typeof value !== 'string' || !hasCanonicalLayout(value)) return false;
  const century = twoDigits(value, 0);
  const yearOfCentury = twoDigits(value, 2);
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  if (century < 0 || yearOfCentury < 0 || twoDigits(value, 20) < 0 || !isDigit(value, 22))
    return false;
  const year = century * 100 + yearOfCentury;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  return (
    inRange(twoDigits(value, 11), 23) &&
    inRange(twoDigits(value, 14), 59) &&
    inRange(twoDigits(value, 17), 59)
  );
}

/** Epoch ms of text that `isCanonicalDateText` accepted. */
export function canonicalDateMs(text: string): number {
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const seconds = (twoDigits(text, 11) * 60 + twoDigits(text, 14)) * 60 + twoDigits(text, 17);
  const millis = twoDigits(text, 20) * 10 + text.charCodeAt(22) - 48;
  const days = daysFromCivil(year, twoDigits(text, 5), twoDigits(text, 8));
  return days * DAY_MS + seconds * 1000 + millis;
}

/** The `toISOString` text of canonical text (which it already is, with `T` for the space). */
export function canonicalDateIso(text: string): string {
  return text.charCodeAt(10) === CHAR_T ? text : [text.slice(0, 10), text.slice(11)].join('T');
}

/** An instant written in both canonical layouts, to compare canonical texts with it. */
export type CanonicalInstant = { withT: string; withSpace: string };

export function canonicalInstant(ms: number): CanonicalInstant {
  const withT = new Date(ms).toISOString();
  // Joined rather than concatenated: a flat string compares faster, and it is compared often.
  return { withT, withSpace: [withT.slice(0, 10), withT.slice(11)].join(' ') };
}

/**
 * True when `value` has the canonical layout and its text comes after `instant`'s in the same
 * layout, i.e. it is a later instant or not a date at all. False otherwise (read it then).
 */
export function isCanonicalTextAfter(value: unknown, instant: CanonicalInstant): boolean {
  if (typeof value !== 'string' || !hasCanonicalLayout(value)) return false;
  return value > (value.charCodeAt(10) === CHAR_T ? instant.withT : instant.withSpace);
}

function hasCanonicalLayout(text: string): boolean {
  const separator = text.charCodeAt(10);
  return (
    text.length === CANONICAL_LENGTH &&
    text.charCodeAt(23) === 90 /* Z */ &&
    text.charCodeAt(4) === 45 /* - */ &&
    text.charCodeAt(7) === 45 &&
    (separator === CHAR_T || separator === 32) /* space */ &&
    text.charCodeAt(13) === 58 /* : */ &&
    text.charCodeAt(16) === 58 &&
    text.charCodeAt(19) === 46 /* . */
  );
}

/** The two-digit number at `start`, or −1 when either character is not an ASCII digit. */
function twoDigits(text: string, start: number): number {
  const tens = text.charCodeAt(start) - 48;
  const units = text.charCodeAt(start + 1) - 48;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : -1;
}

function isDigit(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

function inRange(value: number, max: number): boolean {
  return value >= 0 && value <= max;
}

function daysInMonth(year: number, month: number): number {
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && isLeap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/**
 * Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's `days_from_civil`): plain
 * arithmetic, where `Date.UTC` costs a call into the runtime and maps years 0–99 to 1900–1999.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}
