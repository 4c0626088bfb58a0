import {
  QUOTE_CURRENCIES,
  exchangeRateOn,
  quoteHeadProblems,
  quoteLineProblems,
  quoteTotals,
  type ExchangeRate,
  type QuoteCurrency,
  type QuoteHeadProblem,
  type QuoteLineProblem,
  type QuoteOptionLine,
  type QuoteProblemCode,
} from '@rumbo/domain';
import type { Db } from '../../core/db/db.ts';
import { fieldError, validationError, type ErrorData } from '../../tools/errors.ts';

/** What a person reads next to a field the server refused (the web app words them too). */
const MESSAGES: Record<QuoteProblemCode, string> = {
  required: 'Cannot be blank.',
  negative: 'Must be zero or more.',
  currency: 'Must be USD or MXN.',
  ivaRate: 'IVA must be 16 % or 0 %.',
  expiredTariff: 'The tariff line is not in force on the quote date.',
  missingRate: 'There is no exchange rate for the quote date.',
  validityOrder: 'Must not be before the quote date.',
  day: 'Must be a valid date.',
};

/** An option as a quote stores it. */
export type StoredOption = {
  carrier?: unknown;
  transitDays?: unknown;
  freeDays?: unknown;
  validUntil?: unknown;
  lines?: unknown;
};

/** The quote's fields the checks and totals read, as merged for the write. */
export type QuoteContent = {
  company: string;
  client: string;
  origin: string;
  destination: string;
  currency: string;
  date: string;
  validUntil: string;
  options: StoredOption[];
};

/** A quote's date field as a day (`YYYY-MM-DD`), from a stored or typed value. */
export const dayOf = (value: unknown) => String(value ?? '').slice(0, 10);

/** The options of a quote as a list (anything else is no options). */
export function optionsOf(value: unknown): StoredOption[] {
  return Array.isArray(value)
    ? value.filter((it): it is StoredOption => typeof it === 'object' && it !== null)
    : [];
}

function linesOf(option: StoredOption): Partial<QuoteOptionLine>[] {
  return Array.isArray(option.lines)
    ? option.lines.filter(
        (it): it is Partial<QuoteOptionLine> => typeof it === 'object' && it !== null,
      )
    : [];
}

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The company's rates around a day (enough for `exchangeRateOn`). */
export async function ratesNear(db: Db, company: string, day: string): Promise<ExchangeRate[]> {
  const rows = await db.all<{ day: string; mxnPerUsd: number }>(
    `SELECT "day", "mxnPerUsd" FROM "exchange_rates" WHERE "company" = ? AND "day" <= ? ORDER BY "day" DESC LIMIT 10`,
    [company, `${day} 23:59:59.999Z`],
  );
  return rows.map((row) => ({ day: dayOf(row.day), mxnPerUsd: Number(row.mxnPerUsd) }));
}

/**
 * Checks a quote as it is about to be stored (decision 075) and gives what the server keeps
 * from it: the exchange rate of its date and each option's totals. Refuses with PocketBase's
 * validation error, each problem at its field (`options.{n}.lines.{m}.{field}` for a line).
 * `tariffDays` gives the days each tariff line named by a line is in force.
 */
export function checkQuote(
  quote: QuoteContent,
  rates: readonly ExchangeRate[],
  tariffDays: ReadonlyMap<string, { validFrom: string; validTo: string }>,
): { exchangeRate: number; totals: unknown[] } {
  const currencies = new Set<string>();
  const errors: ErrorData = {};
  quote.options.forEach((option, optionIndex) => {
    const lineErrors: ErrorData = {};
    linesOf(option).forEach((line, lineIndex) => {
      const currency = String(line.currency ?? '');
      currencies.add(currency);
      const problems = quoteLineProblems(
        {
          charge: String(line.charge ?? ''),
          currency,
          buy: numberOrNull(line.buy),
          sell: numberOrNull(line.sell),
          ivaRate: Number(line.ivaRate),
          tariff: line.tariffId ? (tariffDays.get(String(line.tariffId)) ?? null) : null,
        },
        quote.date,
      );
      if (problems.length > 0) lineErrors[String(lineIndex)] = fieldsOf(problems);
    });
    if (Object.keys(lineErrors).length > 0) errors[String(optionIndex)] = { lines: lineErrors };
  });
  const head = quoteHeadProblems(
    {
      client: quote.client,
      origin: quote.origin,
      destination: quote.destination,
      date: quote.date,
      validUntil: quote.validUntil,
      currencies: [...currencies],
      currency: quote.currency,
    },
    rates,
  );
  const data: ErrorData = fieldsOf(head);
  if (Object.keys(errors).length > 0) data.options = errors;
  if (Object.keys(data).length > 0) throw validationError(data);
  const rate = exchangeRateOn(rates, quote.date)?.mxnPerUsd ?? null;
  const currency = (QUOTE_CURRENCIES as readonly string[]).includes(quote.currency)
    ? (quote.currency as QuoteCurrency)
    : 'USD';
  const totals = quote.options.map((option) =>
    quoteTotals(
      linesOf(option).map((line) => ({
        currency: line.currency as QuoteCurrency,
        buy: Number(line.buy),
        sell: Number(line.sell),
        ivaRate: line.ivaRate === 0 ? 0 : 0.16,
      })),
      currency,
      rate,
    ),
  );
  return { exchangeRate: rate ?? 0, totals };
}

function fieldsOf(problems: readonly (QuoteLineProblem | QuoteHeadProblem)[]): ErrorData {
  const data: ErrorData = {};
  for (const problem of problems)
    data[problem.field] ??= fieldError(`validation_quote_${problem.code}`, MESSAGES[problem.code]);
  return data;
}
