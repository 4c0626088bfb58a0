import type { QuoteState } from '../collections/collection-quotes.ts';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../time/business-time-zone.ts';

/**
 * The moves a person may make. Accepted and rejected are final (an accepted quote became a
 * shipment; a lost one is the record of why). A sent or expired quote goes back to draft when it
 * is changed, as its next version; expired is set by the server's timer, never by a person.
 */
const MOVES: Record<QuoteState, readonly QuoteState[]> = {
  draft: ['sent'],
  sent: ['accepted', 'rejected', 'draft'],
  expired: ['draft'],
  accepted: [],
  rejected: [],
};

/** Whether a person may move a quote from `from` to `to` (staying put is always allowed). */
export function canMoveQuote(from: QuoteState, to: QuoteState): boolean {
  return from === to || MOVES[from].includes(to);
}

/** Whether changing a quote's content starts its next version (the client saw this one). */
export function editStartsNewVersion(state: QuoteState): boolean {
  return state === 'sent' || state === 'expired';
}

/** Whether a quote's content may still change at all. */
export function isQuoteEditable(state: QuoteState): boolean {
  return state !== 'accepted' && state !== 'rejected';
}

/**
 * The moment a quote valid until `validUntil` (`YYYY-MM-DD`) runs out: the end of that day in
 * business time (UTC−6). Null for a day that cannot be read.
 */
export function quoteExpiresAt(validUntil: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) return null;
  const midnight = Date.parse(`${validUntil}T00:00:00Z`);
  if (Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== validUntil)
    return null;
  return new Date(midnight + 86_400_000 - BUSINESS_UTC_OFFSET_MINUTES * 60_000);
}

/** Whether a sent quote has run out at `now` (only sent quotes expire; drafts wait). */
export function isQuoteExpired(state: QuoteState, validUntil: string, now: Date): boolean {
  if (state !== 'sent') return false;
  const end = quoteExpiresAt(validUntil);
  return end !== null && now.getTime() >= end.getTime();
}
