import { QUOTE_STATES, type QuoteState } from '@rumbo/domain';
import {
  EMPTY_QUOTE_LIST_VIEW,
  QUOTE_LIST_SORTS,
  type QuoteListSort,
  type QuoteListView,
} from '#data/quotes/quote-list-filter.ts';

/** The list as the address keeps it: the filters, the order and the page. */
export type QuoteListLocation = { view: QuoteListView; sort: QuoteListSort; page: number };

/** The search parameter of each text filter (the search is `q`). */
const TEXT_KEYS = ['client', 'origin', 'destination'] as const;
const KEYS = ['state', ...TEXT_KEYS, 'from', 'to', 'q', 'sort', 'page'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list read from the page's search parameters, so a reload or a shared link shows the same
 * quotes. Anything unreadable is left at its default: an unknown state or order, a day that is
 * not a calendar day, a page that is not a whole number from 1; a range given backwards is
 * turned round.
 */
export function quoteListFromSearch(params: URLSearchParams): QuoteListLocation {
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const state = params.get('state') ?? '';
  const view: QuoteListView = {
    ...EMPTY_QUOTE_LIST_VIEW,
    state: QUOTE_STATES.includes(state as QuoteState) ? (state as QuoteState) : '',
    from,
    to,
    search: params.get('q')?.trim() ?? '',
  };
  for (const key of TEXT_KEYS) view[key] = params.get(key)?.trim() ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    view,
    sort: QUOTE_LIST_SORTS.includes(sort as QuoteListSort) ? (sort as QuoteListSort) : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The search parameters with the list written in: empty filters, the default order and the
 * first page are left out (the plain list has a clean address); other parameters are kept.
 */
export function quoteListToSearch(
  { view, sort, page }: QuoteListLocation,
  current: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of KEYS) params.delete(key);
  const values: [string, string][] = [
    ['state', view.state],
    ...TEXT_KEYS.map((key): [string, string] => [key, view[key].trim()]),
    ['from', view.from],
    ['to', view.to],
    ['q', view.search.trim()],
    ['sort', sort === 'newest' ? '' : sort],
    ['page', page > 1 ? String(page) : ''],
  ];
  for (const [key, value] of values) if (value) params.set(key, value);
  return params;
}

/** Whether the view narrows the list at all (the order and the page do not). */
export function isQuoteListFiltered(view: QuoteListView): boolean {
  return Object.values(view).some((value) => value.trim() !== '');
}

function day(value: string | null): string {
  if (!value || !DAY.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}
