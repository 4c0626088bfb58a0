import { parseFixFile, type ExchangeRate } from '@rumbo/domain';
import { writeDayRate } from './exchange-rate-save.ts';
import { ratesOfDays, type ExchangeRateRow } from './exchange-rates-query.ts';

/** The server keeps rates above 0 and below this (a misplaced point is refused). */
export const MAX_MXN_PER_USD = 1000;

/** A line of the file that will not be imported, and why. */
export type RefusedFixRow = {
  /** The file's line, when the parser names it. */
  line: number | null;
  text: string;
  reason: 'noValue' | 'outOfRange';
};

export type ChangedFixDay = ExchangeRate & { id: string; stored: number };

/** What importing a FIX file would do to the company's table, day by day. */
export type FixImportPlan = {
  company: string;
  fresh: ExchangeRate[];
  changed: ChangedFixDay[];
  unchanged: ExchangeRate[];
  refused: RefusedFixRow[];
};

/**
 * Reads a FIX file (the domain's parser) and compares it with the company's table: days it does
 * not hold, days whose value differs, days already as in the file, and the lines refused.
 */
export async function planFixImport(company: string, text: string): Promise<FixImportPlan> {
  const { rates, skipped } = parseFixFile(text);
  const refused: RefusedFixRow[] = skipped.map((row) => ({ ...row, reason: 'noValue' }));
  const valid = rates.filter((rate) => {
    if (rate.mxnPerUsd < MAX_MXN_PER_USD) return true;
    refused.push({ line: null, text: `${rate.day} ${rate.mxnPerUsd}`, reason: 'outOfRange' });
    return false;
  });
  const stored =
    valid.length === 0
      ? new Map<string, ExchangeRateRow>()
      : await ratesOfDays(company, valid[0]!.day, valid[valid.length - 1]!.day);
  return { company, refused, ...classify(valid, stored) };
}

function classify(rates: ExchangeRate[], stored: ReadonlyMap<string, ExchangeRateRow>) {
  const fresh: ExchangeRate[] = [];
  const changed: ChangedFixDay[] = [];
  const unchanged: ExchangeRate[] = [];
  for (const rate of rates) {
    const row = stored.get(rate.day);
    if (!row) fresh.push(rate);
    else if (row.mxnPerUsd === rate.mxnPerUsd) unchanged.push(rate);
    else changed.push({ ...rate, id: row.id, stored: row.mxnPerUsd });
  }
  // Newest first, as the table lists them.
  const newestFirst = (a: ExchangeRate, b: ExchangeRate) => b.day.localeCompare(a.day);
  return {
    fresh: fresh.sort(newestFirst),
    changed: changed.sort(newestFirst),
    unchanged: unchanged.sort(newestFirst),
  };
}

export type FixImportResult = {
  created: number;
  updated: number;
  unchanged: number;
  /** Days the server refused, with its answer. */
  failed: { day: string; error: unknown }[];
};

/**
 * Writes the plan's new and changed days, one at a time, telling `onProgress` how many are done.
 * A day someone added meanwhile is updated instead; a day already at the file's value is left.
 * A refused day is reported and the rest go on.
 */
export async function runFixImport(
  plan: FixImportPlan,
  onProgress: (done: number, total: number) => void,
): Promise<FixImportResult> {
  const work = [
    ...plan.fresh.map((rate) => ({ rate, existing: undefined })),
    ...plan.changed.map((rate) => ({
      rate,
      existing: { id: rate.id, mxnPerUsd: rate.stored } as ExchangeRateRow,
    })),
  ];
  const result: FixImportResult = { created: 0, updated: 0, unchanged: 0, failed: [] };
  onProgress(0, work.length);
  for (const [index, { rate, existing }] of work.entries()) {
    try {
      const input = { company: plan.company, ...rate, source: 'banxico' as const };
      const written = await writeDayRate(input, existing);
      result[written] += 1;
    } catch (error) {
      result.failed.push({ day: rate.day, error });
    }
    onProgress(index + 1, work.length);
  }
  return result;
}
