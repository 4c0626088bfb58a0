/**
 * Money in a quote is kept in whole cents while it is worked on, so that totals of many lines
 * add up exactly and a total equals the sum of the lines shown (issue 38).
 */

/** A decimal amount as whole cents (half a cent rounds away from zero). */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7);
  return amount < 0 ? -cents : cents;
}

/** Whole cents as a decimal amount. */
export function fromCents(cents: number): number {
  return cents / 100 || 0;
}

/** The amount rounded to cents. */
export function roundCents(amount: number): number {
  return fromCents(toCents(amount));
}

/**
 * What a line or a quote earns: the difference in money and as a share of the sell amount (the
 * gross margin a forwarder reads, 0–100; null when nothing is sold).
 *
 * @example marginOf(850, 1000) // { amount: 150, percent: 15 }
 */
export function marginOf(buy: number, sell: number): { amount: number; percent: number | null } {
  const amount = fromCents(toCents(sell) - toCents(buy));
  if (toCents(sell) === 0) return { amount, percent: null };
  return { amount, percent: Math.round((amount / sell) * 10_000) / 100 };
}
