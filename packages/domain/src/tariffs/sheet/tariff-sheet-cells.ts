import { foldSearchText } from '../../shipments/fold-search-text.ts';
import type { TariffBreak } from '../tariff-types.ts';

/** A cell the upload cannot turn into its column's kind of value (a `#N/A`, a word for a number). */
export const UNREADABLE = Symbol('unreadable');
export type Unreadable = typeof UNREADABLE;

// Excel counts days from 1899-12-30 (its 1900 leap-year bug included in the offset).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const LAST_EXCEL_SERIAL = 2_958_465; // 9999-12-31

/**
 * A cell as text: text trimmed, numbers as written, a date as its day. Empty cells give ''.
 * Error cells and any other object (what a spreadsheet library hands for `#N/A`) are unreadable.
 */
export function readTextCell(cell: unknown): string | Unreadable {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : UNREADABLE;
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date) return dayOfDate(cell);
  return UNREADABLE;
}

/**
 * A number cell: numbers as they are; text like `2150`, `2,150.50`, `$ 2,150` or `5,20` (a
 * decimal comma when the comma is not a thousands separator). Empty gives null. Negative numbers
 * are read as such (the rules refuse them with their own message).
 */
export function readNumberCell(cell: unknown): number | null | Unreadable {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : UNREADABLE;
  if (typeof cell !== 'string') return UNREADABLE;
  const text = cell.trim();
  return text === '' ? null : parseNumberText(text);
}

function parseNumberText(text: string): number | Unreadable {
  let plain = text.replace(/\s/g, '').replace(/^(-?)\$/, '$1');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(plain)) plain = plain.replace(/,/g, '');
  else if (/^-?\d+,\d+$/.test(plain)) plain = plain.replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : UNREADABLE;
}

/**
 * A day cell as `YYYY-MM-DD`: a date cell (read at UTC, as spreadsheet libraries store a day), an
 * Excel day number, `2026-05-01`, or a day-first `1/5/2026` / `01-05-2026` (Mexican order). Other
 * text is passed on as typed, for the rules to refuse as "not a day". Empty gives ''.
 */
export function readDayCell(cell: unknown): string | Unreadable {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? UNREADABLE : dayOfDate(cell);
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > LAST_EXCEL_SERIAL) return UNREADABLE;
    return dayOfDate(new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS));
  }
  if (typeof cell !== 'string') return UNREADABLE;
  const text = cell.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ]00:00(?::00(?:\.000)?)?Z?)?$/.exec(text);
  if (iso) return iso[1]!;
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dayFirst) {
    const [, day = '', month = '', year = ''] = dayFirst;
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  return text;
}

/**
 * A choice cell: the list's own spelling when the text matches one of `choices` ignoring case and
 * accents (`fcl` → `FCL`, `Buy` → `buy`), else the text as typed, for the rules to refuse.
 */
export function readChoiceCell(cell: unknown, choices: readonly string[]): string | Unreadable {
  const text = readTextCell(cell);
  if (text === UNREADABLE) return text;
  const folded = foldSearchText(text);
  return choices.find((choice) => foldSearchText(choice) === folded) ?? text;
}

/**
 * The breaks cell: `from:amount` pairs separated by `;` or new lines, e.g. `45:5.20; 100:4.80`.
 * Empty gives none. Their order and values are the rules' business; a pair that is not two
 * numbers makes the cell unreadable.
 */
export function readBreaksCell(cell: unknown): TariffBreak[] | Unreadable {
  const text = readTextCell(cell);
  if (text === UNREADABLE || typeof cell === 'number') return UNREADABLE;
  const breaks: TariffBreak[] = [];
  for (const pair of text.split(/[;\n]/).map((part) => part.trim())) {
    if (pair === '') continue;
    const [from, amount, ...rest] = pair.split(':');
    if (from === undefined || amount === undefined || rest.length > 0) return UNREADABLE;
    const fromQty = readNumberCell(from);
    const value = readNumberCell(amount);
    if (typeof fromQty !== 'number' || typeof value !== 'number') return UNREADABLE;
    breaks.push({ fromQty, amount: value });
  }
  return breaks;
}

/** The breaks as the template's cell writes them: `45:5.2; 100:4.8`. */
export function formatBreaksCell(breaks: readonly TariffBreak[]): string {
  return breaks.map((entry) => `${entry.fromQty}:${entry.amount}`).join('; ');
}

function dayOfDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
