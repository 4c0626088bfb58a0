import { QUOTE_STATES, type QuoteState } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import { likeLiteral } from '../messages/message-filter.ts';

/** The orders the quotes list offers; `newest` (by quote date) is the default. */
export const QUOTE_LIST_SORTS = ['newest', 'oldest', 'codeDesc', 'codeAsc', 'validUntil'] as const;
export type QuoteListSort = (typeof QUOTE_LIST_SORTS)[number];

/**
 * What the quotes list is filtered by ('' = any): the state, the client (a partner id), the
 * lane's origin and destination (contained text), the quote date's first and last day
 * (`YYYY-MM-DD`, both included), and a search over code, client name, origin and destination.
 */
export type QuoteListView = {
  state: QuoteState | '';
  client: string;
  origin: string;
  destination: string;
  from: string;
  to: string;
  search: string;
};

export const EMPTY_QUOTE_LIST_VIEW: QuoteListView = {
  state: '',
  client: '',
  origin: '',
  destination: '',
  from: '',
  to: '',
  search: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The record API sort of each order; the id last, so a page never repeats nor skips a row. */
const SORTS: Record<QuoteListSort, string> = {
  newest: '-date,-created,-id',
  oldest: 'date,created,id',
  codeDesc: '-code,-id',
  codeAsc: 'code,id',
  validUntil: 'validUntil,-created,-id',
};

export function quoteListSort(sort: QuoteListSort): string {
  return SORTS[sort];
}

/**
 * The record API filter of the list's view. Every value is bound through `pb.filter` (quotes
 * escaped); the texts matched with `~` have their LIKE wildcards escaped, so they match as typed.
 * The quote `date` is a calendar day stored at midnight UTC: the range is compared on those
 * instants. An unknown state or a day that is not `YYYY-MM-DD` is left out.
 */
export function quoteListFilter(view: QuoteListView): string {
  const origin = likeLiteral(view.origin.trim());
  const destination = likeLiteral(view.destination.trim());
  const text = likeLiteral(view.search.trim());
  const client = view.client.trim();
  return [
    QUOTE_STATES.includes(view.state as QuoteState)
      ? pb.filter('state = {:state}', { state: view.state })
      : '',
    client ? pb.filter('client = {:client}', { client }) : '',
    origin ? pb.filter('origin ~ {:origin}', { origin }) : '',
    destination ? pb.filter('destination ~ {:destination}', { destination }) : '',
    DAY.test(view.from) ? pb.filter('date >= {:from}', { from: `${view.from} 00:00:00.000Z` }) : '',
    DAY.test(view.to) ? pb.filter('date <= {:to}', { to: `${view.to} 23:59:59.999Z` }) : '',
    text
      ? pb.filter(
          '(code ~ {:text} || clientName ~ {:text} || origin ~ {:text} || destination ~ {:text})',
          { text },
        )
      : '',
  ]
    .filter(Boolean)
    .join(' && ');
}
