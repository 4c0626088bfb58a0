/** Quotes are numbered like shipments (issue 38): `QTE` + year + a sequence of 4 or more digits. */
export const QUOTE_CODE_PREFIX = 'QTE';

const QUOTE_CODE = /^QTE(\d{4})(\d{4,})$/;

/** The year and sequence of a quote code (any case), or null for anything else. */
export function parseQuoteCode(code: unknown): { year: number; sequence: number } | null {
  if (typeof code !== 'string') return null;
  const match = QUOTE_CODE.exec(code.trim().toUpperCase());
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence > 0 ? { year: Number(match[1]), sequence } : null;
}

/** The code of sequence `n` in `year`: `QTE20260001`; wider numbers keep all their digits. */
export function formatQuoteCode(year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Invalid quote sequence: ${sequence}`);
  return `${QUOTE_CODE_PREFIX}${String(year).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
}

/** The next code of `now`'s UTC year after the codes already issued (others are ignored). */
export function nextQuoteCode(now: Date, existingCodes: Iterable<unknown>): string {
  const year = now.getUTCFullYear();
  let highest = 0;
  for (const code of existingCodes) {
    const parts = parseQuoteCode(code);
    if (parts?.year === year) highest = Math.max(highest, parts.sequence);
  }
  return formatQuoteCode(year, highest + 1);
}
