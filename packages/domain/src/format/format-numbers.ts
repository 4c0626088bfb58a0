import { cachedNumberFormat, formatLocale } from './format-locale.ts';

// Every number and amount the app shows (docs/decisions/037): one way to write money, with the
// currency's code first, because MXN and USD share the `$` sign and a forwarder handles both.

export type NumberFormatOptions = {
  /** At most this many decimals, no trailing zeros (default 0). */
  maxDecimals?: number;
  /** At least this many decimals (default 0). */
  minDecimals?: number;
  /** BCP 47 locale; the app's (format-locale.ts) when left out. */
  locale?: string;
};

/** A number with grouping, e.g. `1,234.5` with `maxDecimals: 1`; '' when not finite. */
export function formatNumber(
  value: number,
  { maxDecimals = 0, minDecimals = 0, locale = formatLocale() }: NumberFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return '';
  return cachedNumberFormat(locale, {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: Math.max(minDecimals, maxDecimals),
  }).format(value);
}

/** A count, e.g. `12,345`. */
export function formatCount(value: number, locale = formatLocale()): string {
  return formatNumber(value, { locale });
}

/** A ratio as a percentage, e.g. `14.7%` for 0.147 (one decimal by default). */
export function formatPercent(ratio: number, maxDecimals = 1, locale = formatLocale()): string {
  if (!Number.isFinite(ratio)) return '';
  return cachedNumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: maxDecimals,
  }).format(ratio);
}

/** A number shortened for a chart axis, e.g. `12.5k`. */
export function formatCompact(value: number, locale = formatLocale()): string {
  if (!Number.isFinite(value)) return '';
  return cachedNumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * An amount with its currency, code first and the currency's own decimals: `MXN 12,500.00`,
 * `-USD 300.00`, `JPY 1,500`. A plain space follows the code, so a narrow cell breaks there
 * rather than inside the amount. Without a code: two decimals, after whatever text was stored
 * (`12,500.00`, `Pesos 12,500.00`). '' when the amount is not finite.
 */
export function formatMoney(amount: number, currency: string, locale = formatLocale()): string {
  if (!Number.isFinite(amount)) return '';
  const code = currency.trim().toUpperCase();
  if (!CURRENCY_CODE.test(code)) {
    const number = formatNumber(amount, { minDecimals: 2, locale });
    return currency.trim() === '' ? number : `${currency.trim()} ${number}`;
  }
  return cachedNumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'code' })
    .format(amount)
    .replace(/[\u00a0\u202f]/g, ' ');
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A storage size in binary steps, e.g. `48.2 MB`; '' when not finite or negative. */
export function formatBytes(bytes: number, locale = formatLocale()): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, { maxDecimals: unit === 0 ? 0 : 1, locale })} ${BYTE_UNITS[unit]}`;
}
