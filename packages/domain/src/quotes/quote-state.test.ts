import { describe, expect, it } from 'vitest';
import { QUOTE_STATES, type QuoteState } from '../collections/collection-quotes.ts';
import {
  canMoveQuote,
  editStartsNewVersion,
  isQuoteEditable,
  isQuoteExpired,
  quoteExpiresAt,
} from './quote-state.ts';

describe('canMoveQuote', () => {
  const allowed = new Set([
    'draft→sent',
    'sent→accepted',
    'sent→rejected',
    'sent→draft',
    'expired→draft',
  ]);
  const pairs = QUOTE_STATES.flatMap((from) => QUOTE_STATES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    expect(canMoveQuote(from, to)).toBe(from === to || allowed.has(`${from}→${to}`));
  });
});

describe('versions and editing', () => {
  it.each([
    ['draft', false, true],
    ['sent', true, true],
    ['expired', true, true],
    ['accepted', false, false],
    ['rejected', false, false],
  ] as const)('%s: new version %s, editable %s', (state, newVersion, editable) => {
    expect(editStartsNewVersion(state)).toBe(newVersion);
    expect(isQuoteEditable(state)).toBe(editable);
  });
});

describe('expiry at the end of the validity day, UTC−6', () => {
  it.each([
    ['2026-12-04', '2026-12-05T06:00:00.000Z'],
    ['2026-02-29', null],
    ['04/12/2026', null],
    ['', null],
  ])('%s ends at %s', (day, end) => {
    expect(quoteExpiresAt(day)?.toISOString() ?? null).toBe(end);
  });

  it.each([
    ['sent', '2026-12-04', '2026-12-05T05:59:59Z', false],
    ['sent', '2026-12-04', '2026-12-05T06:00:00Z', true],
    ['draft', '2026-12-01', '2026-12-05T06:00:00Z', false],
    ['accepted', '2026-12-01', '2026-12-05T06:00:00Z', false],
    ['sent', 'not a day', '2030-01-01T00:00:00Z', false],
  ] as const)('%s until %s, at %s: %s', (state, day, now, expired) => {
    expect(isQuoteExpired(state as QuoteState, day, new Date(now))).toBe(expired);
  });
});
