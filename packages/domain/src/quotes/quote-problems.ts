import { exchangeRateOn, type ExchangeRate } from './exchange-rates.ts';
import { IVA_RATES } from './quote-taxes.ts';
import { QUOTE_CURRENCIES } from '../collections/collection-quotes.ts';

/** Why a quote or one of its lines cannot be saved (issue 38), each at its field. */
export const QUOTE_PROBLEM_CODES = [
  'required',
  'negative',
  'currency', // not USD or MXN
  'ivaRate', // not 16 % or 0 %
  'expiredTariff', // the tariff line is not in force on the quote's date
  'missingRate', // lines in both currencies and no exchange rate for the quote's date
  'validityOrder', // valid until before the quote's date
  'day', // not a real YYYY-MM-DD day
] as const;
export type QuoteProblemCode = (typeof QUOTE_PROBLEM_CODES)[number];

export type QuoteLineDraft = {
  charge: string;
  currency: string;
  buy: number | null;
  sell: number | null;
  ivaRate: number;
  /** When the line came from a tariff: the days that line is in force (`validTo` '' = open). */
  tariff?: { validFrom: string; validTo: string } | null;
};

export type QuoteLineProblem = { field: keyof QuoteLineDraft; code: QuoteProblemCode };

/** The problems of one line on a quote dated `day`, in field order; [] when it can be saved. */
export function quoteLineProblems(line: QuoteLineDraft, day: string): QuoteLineProblem[] {
  const problems: QuoteLineProblem[] = [];
  if (line.charge.trim() === '') problems.push({ field: 'charge', code: 'required' });
  if (!(QUOTE_CURRENCIES as readonly string[]).includes(line.currency))
    problems.push({ field: 'currency', code: 'currency' });
  for (const field of ['buy', 'sell'] as const) {
    const value = line[field];
    if (value === null || !Number.isFinite(value)) problems.push({ field, code: 'required' });
    else if (value < 0) problems.push({ field, code: 'negative' });
  }
  if (!(IVA_RATES as readonly number[]).includes(line.ivaRate))
    problems.push({ field: 'ivaRate', code: 'ivaRate' });
  const tariff = line.tariff;
  if (tariff && (tariff.validFrom > day || (tariff.validTo !== '' && tariff.validTo < day)))
    problems.push({ field: 'tariff', code: 'expiredTariff' });
  return problems;
}

export type QuoteHeadDraft = {
  client: string;
  origin: string;
  destination: string;
  /** The quote's date and the last day it is valid, `YYYY-MM-DD`. */
  date: string;
  validUntil: string;
  /** Every currency its lines use. */
  currencies: readonly string[];
  currency: string;
};

export type QuoteHeadProblem = {
  field: 'client' | 'origin' | 'destination' | 'date' | 'validUntil' | 'exchangeRate';
  code: QuoteProblemCode;
};

/**
 * The problems of a quote as a whole: client and lane named, real days in order, and an
 * exchange rate for its date whenever its lines use a currency other than the quote's.
 */
export function quoteHeadProblems(
  quote: QuoteHeadDraft,
  rates: readonly ExchangeRate[],
): QuoteHeadProblem[] {
  const problems: QuoteHeadProblem[] = [];
  for (const field of ['client', 'origin', 'destination'] as const)
    if (quote[field].trim() === '') problems.push({ field, code: 'required' });
  const dateOk = isDay(quote.date);
  if (!dateOk) problems.push({ field: 'date', code: quote.date === '' ? 'required' : 'day' });
  if (!isDay(quote.validUntil))
    problems.push({ field: 'validUntil', code: quote.validUntil === '' ? 'required' : 'day' });
  else if (dateOk && quote.validUntil < quote.date)
    problems.push({ field: 'validUntil', code: 'validityOrder' });
  const mixed = quote.currencies.some((currency) => currency !== quote.currency);
  if (dateOk && mixed && exchangeRateOn(rates, quote.date) === null)
    problems.push({ field: 'exchangeRate', code: 'missingRate' });
  return problems;
}

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
