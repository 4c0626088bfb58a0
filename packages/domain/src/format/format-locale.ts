/**
 * The locale every formatter of this folder writes in when a call names none: the one place a
 * language switch changes (docs/decisions/037). Today's texts are English with the day before
 * the month and a 24-hour clock ("3 Mar 2026, 09:00", "MXN 12,500.00"), which are British
 * English patterns; numbers read the same in es-MX, en-US and en-GB.
 */
export const DEFAULT_FORMAT_LOCALE = 'en-GB';

let currentLocale = DEFAULT_FORMAT_LOCALE;

/** The locale formatters use now. */
export function formatLocale(): string {
  return currentLocale;
}

/**
 * Makes `locale` (a BCP 47 tag such as `es-MX`) the formatters' default from now on. A tag
 * `Intl` cannot read throws a RangeError and changes nothing.
 */
export function setFormatLocale(locale: string): void {
  currentLocale = Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_FORMAT_LOCALE;
}

/**
 * The clock a locale's times are written with. Operations teams in Mexico read 24-hour times,
 * while CLDR gives `es-MX` a 12-hour clock ("02:20 p.m."): every Spanish locale gets the 24-hour
 * clock; any other language keeps its own convention (en-US "02:20 PM", en-GB "14:20").
 */
export function clockOptionsFor(locale: string): Pick<Intl.DateTimeFormatOptions, 'hourCycle'> {
  const language = new Intl.Locale(locale).language;
  return language === 'es' ? { hourCycle: 'h23' } : {};
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.DateTimeFormat` made once per locale, zone and pattern: building one costs far more
 * than using it, and a list formats thousands of cells.
 */
export function cachedDateTimeFormat(
  locale: string,
  timeZone: string,
  pattern: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${pattern}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    const clock = 'hour' in options ? clockOptionsFor(locale) : {};
    format = new Intl.DateTimeFormat(locale, { ...options, ...clock, timeZone });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** An `Intl.NumberFormat` made once per locale and options. */
export function cachedNumberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
