import type { QuoteTotals, QuotesRecord } from '@rumbo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import {
  quoteListFilter,
  quoteListSort,
  type QuoteListSort,
  type QuoteListView,
} from './quote-list-filter.ts';
import { shipmentCodesQuery, type NamedShipment } from '#data/shipments/shipment-codes-query.ts';

// The company's quotes (issue 38), a page at a time from the server. Quotes are online only:
// the browser keeps no copy, so offline a read fails and the screen says so.

/** A quote as the list shows it: its head, its state and its totals, not its lines. */
export type QuoteListItem = Pick<
  QuotesRecord,
  | 'id'
  | 'company'
  | 'code'
  | 'version'
  | 'state'
  | 'client'
  | 'clientName'
  | 'mode'
  | 'origin'
  | 'destination'
  | 'currency'
  | 'date'
  | 'validUntil'
  | 'chosenOption'
  | 'shipmentCollection'
  | 'shipment'
> & {
  /** One entry per option, as the server worked them out on the last save. */
  totals: QuoteTotals[] | null;
};

export type QuotePage = { items: QuoteListItem[]; totalItems: number; totalPages: number };

/** Every quote query starts with this key: a save or a move of a quote marks them all stale. */
export const QUOTES_ROOT = 'quotes';

const LIST_FIELDS =
  'id,company,code,version,state,client,clientName,mode,origin,destination,currency,date,validUntil,chosenOption,totals,shipmentCollection,shipment';

export type QuotePageInput = QuoteListView & {
  sort: QuoteListSort;
  page: number;
  perPage: number;
};

/** One page of the quotes the user may see, in the list's order and filtered by its view. */
export function quotePageQuery({ page, perPage, sort, ...view }: QuotePageInput) {
  const filter = quoteListFilter(view);
  const order = quoteListSort(sort);
  return queryOptions({
    queryKey: [QUOTES_ROOT, 'page', filter, order, page, perPage] as const,
    queryFn: async ({ signal }): Promise<QuotePage> => {
      const answer = await pb.collection('quotes').getList<QuoteListItem>(page, perPage, {
        filter,
        sort: order,
        fields: LIST_FIELDS,
        signal,
        requestKey: null,
      });
      return { items: answer.items, totalItems: answer.totalItems, totalPages: answer.totalPages };
    },
    placeholderData: keepPreviousData,
    // Tried even when the browser says it is offline: the failure is what tells the screen so.
    networkMode: 'always',
    retry: false,
    // Quotes expire on the server's timer and colleagues send and accept them: read again
    // each time the list is shown.
    staleTime: 0,
  });
}

/** The shipment an accepted quote became. */
export type QuoteShipment = NamedShipment;

/** The codes of the shipments a page names, by shipment id (see shipmentCodesQuery). */
export function quoteShipmentCodesQuery(shipments: QuoteShipment[]) {
  return shipmentCodesQuery(QUOTES_ROOT, shipments);
}
