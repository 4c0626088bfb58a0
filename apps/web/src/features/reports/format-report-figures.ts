import { BUSINESS_TIME_ZONE } from '@rumbo/domain';

// Figures as a Mexican forwarder's team reads them: es-MX grouping, currency codes shown.
const LOCALE = 'es-MX';

const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
const amounts = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number): string {
  return count.format(value);
}

/** TEU and kilograms: whole numbers stay whole, others keep one decimal. */
export function formatQuantity(value: number): string {
  return decimal.format(value);
}

export function formatKg(value: number): string {
  return `${decimal.format(value)} kg`;
}

/**
 * `part / whole` as a percentage with one decimal, from the figures themselves: the summary's
 * rates are already rounded to 4 decimals, and rounding those again could move the last digit
 * (0.147496 → 0.1475 → 14.8 % instead of 14.7 %).
 */
export function formatRate(part: number, whole: number): string {
  return whole === 0 ? '' : percent.format(part / whole);
}

/**
 * An amount with its currency code (`USD 1,234.50`); rows without a code show the bare number.
 * A plain space after the code, so a narrow tile breaks there rather than inside the amount.
 */
export function formatMoney(value: number, currency: string): string {
  if (!/^[A-Z]{3}$/.test(currency)) return amountFormat('').format(value);
  return amountFormat(currency)
    .format(value)
    .replace(/\u00a0/g, ' ');
}

function amountFormat(currency: string): Intl.NumberFormat {
  let format = amounts.get(currency);
  if (!format) {
    format = currency
      ? new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'code' })
      : new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amounts.set(currency, format);
  }
  return format;
}

const day = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** An ISO instant as a business-time day (`05 mar 2026`); '' for none. */
export function formatDay(iso: string): string {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? '' : day.format(ms);
}
