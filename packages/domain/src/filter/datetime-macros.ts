/** Date and time macros of the filter language (reference §6.9); all are evaluated in UTC. */
export const DATETIME_MACROS = [
  '@now',
  '@second',
  '@minute',
  '@hour',
  '@weekday',
  '@day',
  '@month',
  '@year',
  '@todayStart',
  '@todayEnd',
  '@monthStart',
  '@monthEnd',
  '@yearStart',
  '@yearEnd',
] as const;

export type DatetimeMacro = (typeof DATETIME_MACROS)[number];

type MacroValue = (now: Date) => string | number;

const DAY_END = [23, 59, 59, 999] as const;

const MACRO_VALUES: Record<DatetimeMacro, MacroValue> = {
  '@now': (now) => stamp(now),
  '@second': (now) => now.getUTCSeconds(),
  '@minute': (now) => now.getUTCMinutes(),
  '@hour': (now) => now.getUTCHours(),
  '@weekday': (now) => now.getUTCDay(),
  '@day': (now) => now.getUTCDate(),
  '@month': (now) => now.getUTCMonth() + 1,
  '@year': (now) => now.getUTCFullYear(),
  '@todayStart': (now) => utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  '@todayEnd': (now) => utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), ...DAY_END),
  '@monthStart': (now) => utc(now.getUTCFullYear(), now.getUTCMonth(), 1),
  // Day 0 of the next month is the last day of this one.
  '@monthEnd': (now) => utc(now.getUTCFullYear(), now.getUTCMonth() + 1, 0, ...DAY_END),
  '@yearStart': (now) => utc(now.getUTCFullYear(), 0, 1),
  '@yearEnd': (now) => utc(now.getUTCFullYear(), 11, 31, ...DAY_END),
};

export function isDatetimeMacro(name: string): name is DatetimeMacro {
  return Object.hasOwn(MACRO_VALUES, name);
}

/**
 * The value of a datetime macro at `now`: dates as strings in the stored layout
 * (`2024-05-01 00:00:00.000Z`), the parts (`@second` … `@year`) as numbers; `@weekday` 0 is Sunday.
 */
export function datetimeMacroValue(macro: DatetimeMacro, now: Date): string | number {
  return MACRO_VALUES[macro](now);
}

function utc(...parts: [number, number, number, number?, number?, number?, number?]): string {
  const [year, month, day, hours = 0, minutes = 0, seconds = 0, ms = 0] = parts;
  return stamp(new Date(Date.UTC(year, month, day, hours, minutes, seconds, ms)));
}

function stamp(date: Date): string {
  return date.toISOString().replace('T', ' ');
}
