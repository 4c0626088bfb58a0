import type { ExchangeRate, ExchangeRatesRecord, MarginRules, QuotesRecord } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { marginRulesOf } from './margin-rules.ts';

// What the quote editor reads (issue 38): one quote, the company's exchange-rate table and its
// margin rules. Quotes are online only: the browser keeps no copy, so offline a read fails and
// the screen says so.

/** Every query of quotes starts with this key: a save marks them all stale. */
export const QUOTES_ROOT = 'quotes';

/** One quote as the server keeps it (code, state, version, totals and rate are the server's). */
export function quoteQuery(id: string) {
  return queryOptions({
    queryKey: [QUOTES_ROOT, 'one', id] as const,
    queryFn: ({ signal }) =>
      pb.collection('quotes').getOne<QuotesRecord>(id, { signal, requestKey: null }),
    networkMode: 'always',
    retry: false,
    staleTime: 0,
    // The editor starts from the record once; a read meanwhile must not surprise the person.
    refetchOnWindowFocus: false,
  });
}

/** The company's exchange rates (pesos per US dollar by day), newest first. */
export function exchangeRatesQuery(companyId: string) {
  return queryOptions({
    queryKey: [QUOTES_ROOT, 'exchange-rates', companyId] as const,
    queryFn: async ({ signal }): Promise<ExchangeRate[]> => {
      const rows = await pb.collection('exchange_rates').getFullList<ExchangeRatesRecord>({
        filter: pb.filter('company = {:company}', { company: companyId }),
        sort: '-day',
        fields: 'id,day,mxnPerUsd',
        signal,
        requestKey: null,
      });
      return rows.map((row) => ({ day: row.day.slice(0, 10), mxnPerUsd: Number(row.mxnPerUsd) }));
    },
    enabled: companyId !== '',
    networkMode: 'always',
    retry: false,
    // Read each time the editor opens: a rate may have just been added in the quote settings.
    staleTime: 0,
  });
}

/** The company's margin rules (decision 075); none when it has not set any. */
export function quoteMarginRulesQuery(companyId: string) {
  return queryOptions({
    queryKey: [QUOTES_ROOT, 'margin-rules', companyId] as const,
    queryFn: async ({ signal }): Promise<MarginRules> => {
      const company = await pb
        .collection('companies')
        .getOne<{ id: string; marginRules: unknown }>(companyId, {
          fields: 'id,marginRules',
          signal,
          requestKey: null,
        });
      return marginRulesOf(company);
    },
    enabled: companyId !== '',
    networkMode: 'always',
    retry: false,
    // Read each time the editor opens: the rules may have just changed in the quote settings.
    staleTime: 0,
  });
}
