/**
 * The SAT's tolerance for rounded amounts (Anexo 20, CFDI 4.0, "Guía de llenado": the limits of
 * a concept's Importe and of a tax's Importe). An amount a PAC accepts lies between
 *
 *   lower = (a − 10^−da / 2) × (b − 10^−db / 2), truncated, and
 *   upper = (a + 10^−da / 2 − 10^−12) × (b + 10^−db / 2 − 10^−12), rounded up,
 *
 * where a concept's a, b are Cantidad and ValorUnitario, and a tax's are Base and TasaOCuota (the
 * rate is exact: it has no half-unit of its own). da and db are the decimals each is written
 * with, and the limits are cut to the decimals of the amount checked (at least the currency's).
 * Worked in exact integers (BigInt at 10^−13), never in binary fractions.
 */

const SCALE = 13;
const HALF_UNIT_MAX_DECIMALS = 6;

export type AmountLimits = { lower: number; upper: number };

/** How many decimals a number is written with (as the XML writes it), at most 6. */
export function decimalsOf(value: number): number {
  const text = Number.isInteger(value) ? '' : (String(value).split('.')[1] ?? '');
  if (/e/i.test(String(value))) return HALF_UNIT_MAX_DECIMALS;
  return Math.min(text.length, HALF_UNIT_MAX_DECIMALS);
}

function scaled(value: number, decimals: number): bigint {
  const digits = value.toFixed(decimals).replace('.', '').replace('-', '');
  const sign = value < 0 ? -1n : 1n;
  return sign * BigInt(digits) * 10n ** BigInt(SCALE - decimals);
}

function halfUnit(decimals: number): bigint {
  return 5n * 10n ** BigInt(SCALE - 1 - decimals);
}

const EPSILON = 10n; // 10^−12 at the scale of 10^−13

function limits(
  a: number,
  b: number,
  bExact: boolean,
  decimals: number,
): { lower: bigint; upper: bigint } {
  const da = decimalsOf(a);
  const db = decimalsOf(b);
  const [A, B] = [scaled(a, da), scaled(b, db)];
  const [hA, hB] = [halfUnit(da), bExact ? 0n : halfUnit(db)];
  const lowerProduct = (A - hA) * (B - hB);
  const upperProduct = (A + hA - EPSILON) * (B + hB - (bExact ? 0n : EPSILON));
  const unit = 10n ** BigInt(2 * SCALE - decimals);
  const lower = floorDiv(lowerProduct, unit);
  const upper = -floorDiv(-upperProduct, unit);
  return { lower, upper };
}

function floorDiv(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator < 0n ? quotient - 1n : quotient;
}

function toNumber(units: bigint, decimals: number): number {
  return Number(units) / 10 ** decimals || 0;
}

/** The limits of a concept's Importe for `quantity` × `unitValue`, cut to `decimals`. */
export function importeLimits(quantity: number, unitValue: number, decimals = 2): AmountLimits {
  const { lower, upper } = limits(quantity, unitValue, false, decimals);
  return { lower: toNumber(lower, decimals), upper: toNumber(upper, decimals) };
}

/** The limits of a tax's Importe on `base` at `rate` (TasaOCuota), cut to `decimals`. */
export function taxLimits(base: number, rate: number, decimals = 2): AmountLimits {
  const { lower, upper } = limits(base, rate, true, decimals);
  return { lower: toNumber(lower, decimals), upper: toNumber(upper, decimals) };
}

function within(
  amount: number,
  a: number,
  b: number,
  bExact: boolean,
  currencyDecimals: number,
): boolean {
  const decimals = Math.max(currencyDecimals, decimalsOf(amount));
  const { lower, upper } = limits(a, b, bExact, decimals);
  const value = scaled(amount, decimals) / 10n ** BigInt(SCALE - decimals);
  return value >= lower && value <= upper;
}

/** Whether a concept's Importe is one a PAC accepts for its Cantidad and ValorUnitario. */
export function importeWithinLimits(
  quantity: number,
  unitValue: number,
  importe: number,
  currencyDecimals = 2,
): boolean {
  return within(importe, quantity, unitValue, false, currencyDecimals);
}

/** Whether a tax's Importe is one a PAC accepts for its Base and TasaOCuota. */
export function taxWithinLimits(
  base: number,
  rate: number,
  importe: number,
  currencyDecimals = 2,
): boolean {
  return within(importe, base, rate, true, currencyDecimals);
}
