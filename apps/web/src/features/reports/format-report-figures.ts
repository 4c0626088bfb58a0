import { formatNumber, formatPercent } from '@rumbo/domain';

// The report's figures in the app's formats (the domain's format module); only what is the report's own is here.
export { formatCount, formatMoney } from '@rumbo/domain';
export { formatBusinessDay as formatDay } from '@rumbo/domain';

/** TEU and kilograms: whole numbers stay whole, others keep one decimal. */
export function formatQuantity(value: number): string {
  return formatNumber(value, { maxDecimals: 1 });
}

export function formatKg(value: number): string {
  return `${formatQuantity(value)} kg`;
}

/**
 * `part / whole` as a percentage with one decimal, from the figures themselves: the summary's
 * rates are already rounded to 4 decimals, and rounding those again could move the last digit
 * (0.147496 → 0.1475 → 14.8 % instead of 14.7 %).
 */
export function formatRate(part: number, whole: number): string {
  return whole === 0 ? '' : formatPercent(part / whole);
}
