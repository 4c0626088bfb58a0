import { BUSINESS_UTC_OFFSET_MINUTES, type ReportFact } from '@rumbo/domain';
import type { Worksheet } from 'exceljs';

export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const MONTH_FORMAT = 'mmm yyyy';
export const COUNT_FORMAT = '#,##0';
export const DECIMAL_FORMAT = '#,##0.##';
export const MONEY_FORMAT = '#,##0.00';
export const PERCENT_FORMAT = '0.0%';

export type SheetColumn = { header: string; width: number; numFmt?: string };

/**
 * Puts a header row on `sheet` (bold, frozen with the first row) and sets its columns' widths
 * and number formats.
 */
export function setHeader(sheet: Worksheet, columns: readonly SheetColumn[]): void {
  sheet.columns = columns.map(({ header, width, numFmt }) => ({
    header,
    width,
    style: numFmt ? { numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/**
 * An instant as Excel shows it: the business time zone's wall clock (Excel dates carry no
 * zone, and exceljs writes a Date's UTC fields). Null when the text is empty or no date.
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
 * The currencies the money columns show: the filter's alone when it names one, otherwise
 * every currency in the facts, alphabetical, '' (rows without a currency) last.
 */
export function reportCurrencies(facts: readonly ReportFact[], filterCurrency: string): string[] {
  if (filterCurrency !== '') return [filterCurrency.trim().toUpperCase()];
  const codes = new Set<string>();
  for (const fact of facts) for (const money of fact.money) codes.add(money.currency);
  return [...codes].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
}
