import { ClientResponseError } from 'pocketbase';
import {
  EXCHANGE_RATE_FIELDS,
  exchangeRates,
  ratesOfDays,
  type ExchangeRateRow,
} from './exchange-rates-query.ts';

const SEND = { fields: EXCHANGE_RATE_FIELDS, requestKey: null } as const;

export type ExchangeRateInput = {
  company: string;
  /** `YYYY-MM-DD`. */
  day: string;
  mxnPerUsd: number;
  source: 'manual' | 'banxico';
};

/** Adds a rate for a day the table does not hold yet (the server refuses a second one). */
export function createExchangeRate(input: ExchangeRateInput): Promise<ExchangeRateRow> {
  return exchangeRates().create<ExchangeRateRow>(input, SEND);
}

/** Changes a stored rate: its day, its value, where it came from. */
export function updateExchangeRate(
  id: string,
  changes: Partial<Omit<ExchangeRateInput, 'company'>>,
): Promise<ExchangeRateRow> {
  return exchangeRates().update<ExchangeRateRow>(id, changes, SEND);
}

export function deleteExchangeRate(id: string): Promise<boolean> {
  return exchangeRates().delete(id, { requestKey: null });
}

/** What writing a day's rate did. */
export type DayWrite = 'created' | 'updated' | 'unchanged';

/**
 * Writes the day's rate whether or not the table holds the day: an update of `existing` when
 * its value differs, else a create. When the create is refused because someone added the day
 * meanwhile (the table keeps one rate per company and day), that rate is read and updated.
 */
export async function writeDayRate(
  input: ExchangeRateInput,
  existing: ExchangeRateRow | undefined,
): Promise<DayWrite> {
  if (existing) return updateIfDifferent(existing, input);
  try {
    await createExchangeRate(input);
    return 'created';
  } catch (error) {
    if (!isDayTaken(error)) throw error;
    const taken = (await ratesOfDays(input.company, input.day, input.day)).get(input.day);
    if (!taken) throw error;
    return updateIfDifferent(taken, input);
  }
}

async function updateIfDifferent(
  existing: ExchangeRateRow,
  input: ExchangeRateInput,
): Promise<DayWrite> {
  if (existing.mxnPerUsd === input.mxnPerUsd) return 'unchanged';
  await updateExchangeRate(existing.id, { mxnPerUsd: input.mxnPerUsd, source: input.source });
  return 'updated';
}

/** The server's refusal of a second rate for the company's day. */
export function isDayTaken(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return false;
  const data = error.response?.data as Record<string, { code?: string }> | undefined;
  return data?.day?.code === 'validation_not_unique' || data?.company?.code === 'validation_not_unique';
}
