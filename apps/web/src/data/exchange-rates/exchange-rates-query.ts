import type { ExchangeRatesRecord } from '@rumbo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';

// The company's exchange-rate table (issue 38): pesos per US dollar by day, one rate a day, typed
// by hand or imported from Banco de México's FIX file. Only the server has it (the browser keeps
// no copy), so offline a read fails and the screen says so.

/** A rate as the settings screen shows it. */
export type ExchangeRateRow = Pick<
  ExchangeRatesRecord,
  'id' | 'company' | 'day' | 'mxnPerUsd' | 'source' | 'updated'
>;

export type ExchangeRatePage = { items: ExchangeRateRow[]; totalItems: number; totalPages: number };

/** Every query of the table starts with this key: a write marks them all stale. */
export const EXCHANGE_RATES_ROOT = 'exchange-rates';

export const EXCHANGE_RATE_FIELDS = 'id,company,day,mxnPerUsd,source,updated';

export const exchangeRates = () => pb.collection('exchange_rates');

/** The `YYYY-MM-DD` of a stored day (`2026-11-27 00:00:00.000Z`). */
export function dayOfRate(day: string): string {
  return day.slice(0, 10);
}

/** A filter for the company's rates from day `from` to day `to`, both included. */
export function companyDaysFilter(company: string, from: string, to: string): string {
  return pb.filter('company = {:company} && day >= {:from} && day <= {:to}', {
    company,
    from: `${from} 00:00:00.000Z`,
    to: `${to} 23:59:59.999Z`,
  });
}

export type ExchangeRatePageInput = { company: string; page: number; perPage: number };

/** One page of the company's rates, newest day first. */
export function exchangeRatePageQuery({ company, page, perPage }: ExchangeRatePageInput) {
  return queryOptions({
    queryKey: [EXCHANGE_RATES_ROOT, 'page', company, page, perPage] as const,
    queryFn: async ({ signal }): Promise<ExchangeRatePage> => {
      const answer = await exchangeRates().getList<ExchangeRateRow>(page, perPage, {
        filter: pb.filter('company = {:company}', { company }),
        sort: '-day,-id',
        fields: EXCHANGE_RATE_FIELDS,
        signal,
        requestKey: null,
      });
      return { items: answer.items, totalItems: answer.totalItems, totalPages: answer.totalPages };
    },
    enabled: company !== '',
    placeholderData: keepPreviousData,
    // Tried even when the browser says it is offline: the failure is what tells the screen so.
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
}

/** The company's rates of the days from `from` to `to` (an import's range), by day. */
export async function ratesOfDays(
  company: string,
  from: string,
  to: string,
): Promise<Map<string, ExchangeRateRow>> {
  const rows = await exchangeRates().getFullList<ExchangeRateRow>({
    filter: companyDaysFilter(company, from, to),
    fields: EXCHANGE_RATE_FIELDS,
    batch: 500,
    requestKey: null,
  });
  return new Map(rows.map((row) => [dayOfRate(row.day), row]));
}
