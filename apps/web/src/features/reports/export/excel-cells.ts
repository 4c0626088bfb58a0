import { BUSINESS_UTC_OFFSET_MINUTES, type ReportMoneyCounts } from '@rumbo/domain';

/**
 * An instant as Excel shows it: the business time zone's wall clock (Excel dates carry no
 * zone, and the workbook writes a Date's UTC fields). Null when the text is empty or no date.
 */
export function excelDateTime(iso: string): Date | null {
  if (iso === '') return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
}

/** The first day of a `YYYY-MM` month as an Excel date, or null when the key is no month. */
export function excelMonth(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/**
 * The currencies the money columns show: the filter's alone when it names one, otherwise every
 * currency of the report's money (alphabetical, '' — rows without a currency — last).
 */
export function reportCurrencies(
  money: readonly ReportMoneyCounts[],
  filterCurrency: string,
): string[] {
  if (filterCurrency.trim() !== '') return [filterCurrency.trim().toUpperCase()];
  return money.map((it) => it.currency);
}
