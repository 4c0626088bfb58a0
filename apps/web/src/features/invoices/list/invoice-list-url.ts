import { INVOICE_STATES, type InvoiceState } from '@rumbo/domain';
import {
  EMPTY_INVOICE_LIST_VIEW,
  INVOICE_CURRENCIES,
  INVOICE_LIST_SORTS,
  type InvoiceListCurrency,
  type InvoiceListSort,
  type InvoiceListView,
} from '#data/invoices/invoice-list-filter.ts';

/** The list as the address keeps it: the filters, the order and the page. */
export type InvoiceListLocation = { view: InvoiceListView; sort: InvoiceListSort; page: number };

const KEYS = ['state', 'client', 'currency', 'from', 'to', 'q', 'sort', 'page'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list read from the page's search parameters, so a reload or a shared link shows the same
 * invoices. Anything unreadable is left at its default (an unknown state, currency or order, a
 * day that is not a calendar day, a page that is not a whole number from 1); a range given
 * backwards is turned round.
 */
export function invoiceListFromSearch(params: URLSearchParams): InvoiceListLocation {
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const state = params.get('state') ?? '';
  const currency = params.get('currency') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    view: {
      ...EMPTY_INVOICE_LIST_VIEW,
      state: INVOICE_STATES.includes(state as InvoiceState) ? (state as InvoiceState) : '',
      client: params.get('client')?.trim() ?? '',
      currency: (INVOICE_CURRENCIES as readonly string[]).includes(currency)
        ? (currency as InvoiceListCurrency)
        : '',
      from,
      to,
      search: params.get('q')?.trim() ?? '',
    },
    sort: INVOICE_LIST_SORTS.includes(sort as InvoiceListSort)
      ? (sort as InvoiceListSort)
      : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The search parameters with the list written in: empty filters, the default order and the
 * first page are left out (the plain list has a clean address); other parameters are kept.
 */
export function invoiceListToSearch(
  { view, sort, page }: InvoiceListLocation,
  current: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of KEYS) params.delete(key);
  const values: [string, string][] = [
    ['state', view.state],
    ['client', view.client.trim()],
    ['currency', view.currency],
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
export function isInvoiceListFiltered(view: InvoiceListView): boolean {
  return Object.values(view).some((value) => value.trim() !== '');
}

function day(value: string | null): string {
  if (!value || !DAY.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}
