import { INVOICE_STATES, type InvoiceState } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import { likeLiteral } from '../messages/message-filter.ts';

/** The orders the invoices list offers; `newest` (made last first) is the default. */
export const INVOICE_LIST_SORTS = ['newest', 'oldest', 'codeDesc', 'codeAsc', 'dueDate'] as const;
export type InvoiceListSort = (typeof INVOICE_LIST_SORTS)[number];

/** The currencies an invoice is in (c_Moneda as Rumbo bills). */
export const INVOICE_CURRENCIES = ['MXN', 'USD'] as const;
export type InvoiceListCurrency = (typeof INVOICE_CURRENCIES)[number];

/**
 * What the invoices list is filtered by ('' = any): the state, the client (a partner id), the
 * currency, the first and last day (`YYYY-MM-DD`, both included) of the day it was issued (a
 * draft, never issued, by the day it was made), and a search over code, client name and UUID.
 */
export type InvoiceListView = {
  state: InvoiceState | '';
  client: string;
  currency: InvoiceListCurrency | '';
  from: string;
  to: string;
  search: string;
};

export const EMPTY_INVOICE_LIST_VIEW: InvoiceListView = {
  state: '',
  client: '',
  currency: '',
  from: '',
  to: '',
  search: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The record API sort of each order; the id last, so a page never repeats nor skips a row. */
const SORTS: Record<InvoiceListSort, string> = {
  newest: '-created,-id',
  oldest: 'created,id',
  codeDesc: '-folio,-id',
  codeAsc: 'folio,id',
  dueDate: 'dueDate,-created,-id',
};

export function invoiceListSort(sort: InvoiceListSort): string {
  return SORTS[sort];
}

/**
 * The record API filter of the list's view. Every value is bound through `pb.filter`; the
 * searched text has its LIKE wildcards escaped. The day range applies to `issuedAt`, or to
 * `created` for an invoice not issued yet (an empty date would pass any `<=`).
 */
export function invoiceListFilter(view: InvoiceListView): string {
  const text = likeLiteral(view.search.trim());
  const client = view.client.trim();
  return [
    INVOICE_STATES.includes(view.state as InvoiceState)
      ? pb.filter('state = {:state}', { state: view.state })
      : '',
    client ? pb.filter('client = {:client}', { client }) : '',
    (INVOICE_CURRENCIES as readonly string[]).includes(view.currency)
      ? pb.filter('currency = {:currency}', { currency: view.currency })
      : '',
    DAY.test(view.from) ? dayBound('>=', `${view.from} 00:00:00.000Z`) : '',
    DAY.test(view.to) ? dayBound('<=', `${view.to} 23:59:59.999Z`) : '',
    text
      ? pb.filter('(code ~ {:text} || clientName ~ {:text} || uuid ~ {:text})', { text })
      : '',
  ]
    .filter(Boolean)
    .join(' && ');
}

function dayBound(operator: '>=' | '<=', instant: string): string {
  return pb.filter(
    `((issuedAt != '' && issuedAt ${operator} {:at}) || (issuedAt = '' && created ${operator} {:at}))`,
    { at: instant },
  );
}
