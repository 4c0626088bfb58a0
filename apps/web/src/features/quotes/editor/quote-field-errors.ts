import {
  QUOTE_PROBLEM_CODES,
  quoteHeadProblems,
  quoteLineProblems,
  type ExchangeRate,
  type QuoteProblemCode,
} from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import type { TFunction } from 'i18next';
import { serverFieldText } from '#i18n/server-errors.ts';
import type { QuoteDraft } from './quote-draft.ts';
import type { QuotePricing } from './quote-pricing.ts';

/**
 * Messages by field, keyed as the server names them: `client`, `date`, `exchangeRate`,
 * `options.0.carrier`, `options.0.lines.1.buy`…
 */
export type FieldErrors = Record<string, string>;

/** The days a tariff line is in force, by its id. */
export type TariffDays = ReadonlyMap<string, { validFrom: string; validTo: string }>;

const problemText = (t: TFunction, code: QuoteProblemCode) => t(`quoteEditor.problems.${code}`);

/** What the domain's rules refuse in the draft, before anything is sent (as the server would). */
export function draftProblems(
  draft: QuoteDraft,
  pricing: QuotePricing,
  rates: readonly ExchangeRate[],
  tariffDays: TariffDays,
  t: TFunction,
): FieldErrors {
  const errors: FieldErrors = {};
  const currencies = new Set<string>();
  pricing.options.forEach((option, optionIndex) => {
    option.lines.forEach((line, lineIndex) => {
      currencies.add(line.currency);
      const problems = quoteLineProblems(
        {
          charge: line.charge,
          currency: line.currency,
          buy: line.buy,
          sell: line.sell,
          ivaRate: line.ivaRate,
          tariff: line.tariffId ? (tariffDays.get(line.tariffId) ?? null) : null,
        },
        draft.date,
      );
      for (const { field, code } of problems)
        errors[`options.${optionIndex}.lines.${lineIndex}.${field}`] ??= problemText(t, code);
    });
  });
  const head = quoteHeadProblems(
    {
      client: draft.client,
      origin: draft.origin,
      destination: draft.destination,
      date: draft.date,
      validUntil: draft.validUntil,
      currencies: [...currencies],
      currency: draft.currency,
    },
    rates,
  );
  for (const { field, code } of head) errors[field] ??= problemText(t, code);
  return errors;
}

/**
 * Where a refused save's problems belong: each field the server's 400 names, in the person's
 * language (the quote's own codes by their meaning, any other as the server words it).
 * Null when the answer names no field (then the whole save failed).
 */
export function serverFieldErrors(error: unknown, t: TFunction): FieldErrors | null {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return null;
  const errors: FieldErrors = {};
  const walk = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null) return;
    const { code, message } = value as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') {
      const own = code.replace(/^validation_quote_/, '');
      errors[path] =
        own !== code && (QUOTE_PROBLEM_CODES as readonly string[]).includes(own)
          ? problemText(t, own as QuoteProblemCode)
          : serverFieldText(value);
      return;
    }
    for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(error.response?.data, '');
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The errors without those of `path` and everything under it (the person changed it). */
export function withoutErrorsAt(errors: FieldErrors, path: string): FieldErrors {
  const kept = Object.entries(errors).filter(
    ([key]) => key !== path && !key.startsWith(`${path}.`),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
