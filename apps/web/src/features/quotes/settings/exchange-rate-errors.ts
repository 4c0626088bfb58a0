import type { TFunction } from 'i18next';
import { ClientResponseError } from 'pocketbase';
import { serverFieldText } from '#i18n/server-errors.ts';

export type RateFormField = 'day' | 'mxnPerUsd';

const FIELDS: readonly RateFormField[] = ['day', 'mxnPerUsd'];

/**
 * The field errors of a refused rate, worded for the form: a day the table holds already, a
 * value out of range; any other as the server words it. Empty when the refusal names no field.
 */
export function rateFieldErrors(
  error: unknown,
  t: TFunction,
): Partial<Record<RateFormField, string>> {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return {};
  const data = (error.response?.data ?? {}) as Record<string, { code?: string } | undefined>;
  const errors: Partial<Record<RateFormField, string>> = {};
  for (const field of FIELDS) {
    const detail = data[field];
    if (!detail) continue;
    if (field === 'day' && detail.code === 'validation_not_unique')
      errors.day = t('quoteSettings.rateForm.dayTaken');
    else if (field === 'mxnPerUsd' && detail.code === 'validation_exchange_rate')
      errors.mxnPerUsd = t('quoteSettings.rateForm.rateRange');
    else errors[field] = serverFieldText(detail);
  }
  // The table keeps one rate per company and day: a second one may be named on the company.
  if (data.company?.code === 'validation_not_unique' && !errors.day)
    errors.day = t('quoteSettings.rateForm.dayTaken');
  return errors;
}

/** Pesos per dollar as typed (a decimal comma is read as a point), or null when not a number. */
export function parseRate(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,4})?$/.test(clean) ? Number(clean) : null;
}
