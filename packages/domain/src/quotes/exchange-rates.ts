/**
 * The company's exchange-rate table (issue 38): pesos per US dollar by day, typed by hand or
 * read from the Banco de México FIX file (series SF43718). A quote stores the rate it used.
 */
export type ExchangeRate = { day: string; mxnPerUsd: number };

/**
 * A FIX is published on banking days only, so a quote dated on a weekend or a holiday uses the
 * latest rate of the previous days; a rate older than this many days is not the day's.
 */
export const EXCHANGE_RATE_MAX_AGE_DAYS = 4;

const DAY_MS = 86_400_000;

/** Banco de México's series of the FIX rate, pesos per US dollar. */
const FIX_SERIES = 'SF43718';

/**
 * The rate for a quote dated `day` (`YYYY-MM-DD`): the latest on or before it, no more than
 * {@link EXCHANGE_RATE_MAX_AGE_DAYS} days older; null when the table has none.
 */
export function exchangeRateOn(rates: readonly ExchangeRate[], day: string): ExchangeRate | null {
  const target = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(target)) return null;
  let best: ExchangeRate | null = null;
  for (const rate of rates) {
    const at = Date.parse(`${rate.day}T00:00:00Z`);
    if (Number.isNaN(at) || at > target || target - at > EXCHANGE_RATE_MAX_AGE_DAYS * DAY_MS)
      continue;
    if (!(rate.mxnPerUsd > 0)) continue;
    if (!best || rate.day > best.day) best = rate;
  }
  return best;
}

/** An amount in USD or MXN in the other currency at `mxnPerUsd`, rounded to cents. */
export function convertAmount(
  amount: number,
  from: 'USD' | 'MXN',
  to: 'USD' | 'MXN',
  mxnPerUsd: number,
): number {
  if (from === to) return amount;
  const converted = from === 'USD' ? amount * mxnPerUsd : amount / mxnPerUsd;
  return Math.round(converted * 100 + (converted >= 0 ? 1e-7 : -1e-7)) / 100 || 0;
}

export type FixFileResult = {
  rates: ExchangeRate[];
  /** Lines with a date whose value is not a rate (`N/E`, empty): listed, not guessed. */
  skipped: { line: number; text: string }[];
};

/**
 * Reads the FIX file as Banco de México's SIE gives it (CSV, TXT or a copy of its table): every
 * line holding a day (`dd/mm/yyyy` or `yyyy-mm-dd`) and a number is a rate; header lines are
 * passed over; a day without a published value (`N/E`) is reported in `skipped`. Cells may be
 * separated by commas, or by semicolons or tabs (then a decimal comma is read as a point), and
 * quoted. When a header names several series, the FIX's column (SF43718) is read; without a
 * header a line with more than a day and a value is skipped rather than guessed. Later lines for
 * the same day win.
 */
export function parseFixFile(text: string): FixFileResult {
  const byDay = new Map<string, number>();
  const skipped: FixFileResult['skipped'] = [];
  let column: number | null = null;
  text.split(/\r?\n/).forEach((raw, index) => {
    // With semicolons or tabs between cells, a comma is the decimal comma of a Spanish sheet.
    const decimalComma = /[;\t]/.test(raw);
    const cells = raw
      .split(decimalComma ? /[;\t]/ : /,/)
      .map((cell) =>
        cell
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      )
      .filter((cell) => cell !== '');
    const header = cells.findIndex((cell) => cell.toUpperCase() === FIX_SERIES);
    if (header > 0) column = header;
    const day = cells.length > 0 ? readDay(cells[0]!) : null;
    if (!day) return;
    // Without a header naming the series, a third cell makes the line ambiguous (`18,35`).
    const cell = column ?? (cells.length === 2 ? 1 : -1);
    const number = decimalComma ? cells[cell]?.replace(',', '.') : cells[cell];
    const value = number === undefined || number === '' ? Number.NaN : Number(number);
    if (Number.isFinite(value) && value > 0) byDay.set(day, value);
    else skipped.push({ line: index + 1, text: raw.trim() });
  });
  const rates = [...byDay]
    .map(([day, mxnPerUsd]) => ({ day, mxnPerUsd }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return { rates, skipped };
}

function readDay(cell: string): string | null {
  const mexican = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell);
  const [year, month, day] = mexican
    ? [mexican[3], mexican[2], mexican[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : [];
  if (!year || !month || !day) return null;
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}
