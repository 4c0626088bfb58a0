import { ClientResponseError } from 'pocketbase';
import type { TFunction } from 'i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { serverErrorText, serverFieldText } from '#i18n/server-errors.ts';

/** Why a move of a quote failed, in the person's language: each problem at its field. */
export type QuoteRefusal = {
  /** The server was out of reach: nothing happened, try again online. */
  offline: boolean;
  /** Problems by field (`recipients`, `validUntil`, `chosenOption`, `rejectionReason`, `state`). */
  fields: Record<string, string>;
  /** The server's message when no field names the problem. */
  message: string;
};

/** The quote's own refusals (apps/server/src/product/quotes), said in the catalogue's words. */
const QUOTE_CODES = {
  validation_quote_expired: 'quoteActions.refusals.expired',
  validation_quote_recipient: 'quoteActions.refusals.unknownContact',
  validation_quote_recipient_address: 'quoteActions.refusals.contactAddress',
  validation_quote_state: 'quoteActions.refusals.state',
  validation_quote_option: 'quoteActions.refusals.option',
} as const;

function fieldText(t: TFunction, detail: unknown): string {
  const code = (detail as { code?: unknown } | null)?.code;
  const key = typeof code === 'string' ? QUOTE_CODES[code as keyof typeof QUOTE_CODES] : undefined;
  return key ? t(key) : serverFieldText(detail);
}

/** Reads a failed move: offline, refused field by field, or refused as a whole. */
export function quoteRefusal(t: TFunction, error: unknown): QuoteRefusal {
  if (isServerUnreachable(error)) return { offline: true, fields: {}, message: '' };
  const data =
    error instanceof ClientResponseError && typeof error.response?.data === 'object'
      ? (error.response.data as Record<string, unknown>)
      : {};
  const fields = Object.fromEntries(
    Object.entries(data)
      .map(([field, detail]) => [field, fieldText(t, detail)] as const)
      .filter(([, said]) => said !== ''),
  );
  return { offline: false, fields, message: serverErrorText(error) };
}

/** One line for a refusal when the dialog has no place for its fields. */
export function refusalText(
  t: TFunction,
  refusal: QuoteRefusal,
  shownFields: string[] = [],
): string {
  if (refusal.offline) return t('quoteActions.offline');
  const others = Object.entries(refusal.fields).filter(([field]) => !shownFields.includes(field));
  if (others.length > 0) return others.map(([, said]) => said).join(' ');
  if (Object.keys(refusal.fields).length > 0) return '';
  return t('quoteActions.refused', { message: refusal.message });
}
