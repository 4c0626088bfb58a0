import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from './format-dates.ts';
import { DEFAULT_FORMAT_LOCALE, formatLocale, setFormatLocale } from './format-locale.ts';
import { formatMoney } from './format-numbers.ts';

afterEach(() => setFormatLocale(DEFAULT_FORMAT_LOCALE));

describe('setFormatLocale', () => {
  it('switches every formatter in one place', () => {
    setFormatLocale('en-US');
    expect(formatLocale()).toBe('en-US');
    expect(formatDateTime('2026-03-10T15:00:00Z')).toBe('Mar 10, 2026, 09:00 AM');
    expect(formatMoney(-300, 'USD')).toBe('-USD 300.00');
    setFormatLocale(DEFAULT_FORMAT_LOCALE);
    expect(formatDateTime('2026-03-10T15:00:00Z')).toBe('10 Mar 2026, 09:00');
  });

  it('refuses a tag Intl cannot read and keeps the locale it had', () => {
    expect(() => setFormatLocale('not a locale')).toThrow(RangeError);
    expect(formatLocale()).toBe(DEFAULT_FORMAT_LOCALE);
  });
});
