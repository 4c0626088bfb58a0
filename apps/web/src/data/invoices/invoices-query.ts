import { rowKey, type InvoiceLine } from '@rumbo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import {
  invoiceListFilter,
  invoiceListSort,
  type InvoiceListSort,
  type InvoiceListView,
} from './invoice-list-filter.ts';
import type { InvoiceRecord } from './invoice-types.ts';

// The company's invoices (issue 39), read from the server only: the browser keeps no copy, so
// offline a read fails and the screen says so.

/** Every invoice query starts with this key: a save, a stamp or a payment marks them all stale. */
export const INVOICES_ROOT = 'invoices';

/** An invoice as the list shows it: its head, state and amounts, not its lines. */
export type InvoiceListItem = Pick<
  InvoiceRecord,
  | 'id'
  | 'company'
  | 'code'
  | 'state'
  | 'client'
  | 'clientName'
  | 'currency'
  | 'issuedAt'
  | 'dueDate'
  | 'created'
  | 'total'
  | 'balance'
  | 'uuid'
  | 'cancelReason'
>;

export type InvoicePage = { items: InvoiceListItem[]; totalItems: number; totalPages: number };

const LIST_FIELDS =
  'id,company,code,state,client,clientName,currency,issuedAt,dueDate,created,total,balance,uuid,cancelReason';

export type InvoicePageInput = InvoiceListView & {
  sort: InvoiceListSort;
  page: number;
  perPage: number;
};

const invoices = () => pb.collection('invoices');

/** One page of the invoices the user may see, in the list's order and filtered by its view. */
export function invoicePageQuery({ page, perPage, sort, ...view }: InvoicePageInput) {
  const filter = invoiceListFilter(view);
  const order = invoiceListSort(sort);
  return queryOptions({
    queryKey: [INVOICES_ROOT, 'page', filter, order, page, perPage] as const,
    queryFn: async ({ signal }): Promise<InvoicePage> => {
      const answer = await invoices().getList<InvoiceListItem>(page, perPage, {
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
    // Payments and stamps by colleagues change states and balances: read each time it shows.
    staleTime: 0,
  });
}

/** One invoice as the server keeps it. */
export function invoiceQuery(id: string) {
  return queryOptions({
    queryKey: [INVOICES_ROOT, 'one', id] as const,
    queryFn: ({ signal }) => invoices().getOne<InvoiceRecord>(id, { signal, requestKey: null }),
    enabled: id !== '',
    networkMode: 'always',
    retry: false,
    staleTime: 0,
    // The editor starts from the record once; a read meanwhile must not surprise the person.
    refetchOnWindowFocus: false,
  });
}

/** A live invoice billing some of the shipments' rows. */
export type BillingInvoice = Pick<InvoiceRecord, 'id' | 'code' | 'state'> & {
  lines: InvoiceLine[] | null;
};

/**
 * The live (not cancelled) invoices billing rows of these shipments, and the keys of the rows
 * they bill (`rowKey`): a row billed once is not offered again. `except` is the invoice being
 * edited, whose own rows stay its own.
 */
export function invoicedRowsQuery(shipmentIds: readonly string[], except = '') {
  const ids = [...new Set(shipmentIds)].sort();
  return queryOptions({
    queryKey: [INVOICES_ROOT, 'invoiced-rows', ids, except] as const,
    queryFn: async ({ signal }) => {
      const shipments = ids.map((id) => pb.filter('shipmentIds ~ {:id}', { id })).join(' || ');
      const rows = await invoices().getFullList<BillingInvoice>({
        filter: `(${shipments}) && state != 'cancelled'`,
        fields: 'id,code,state,lines',
        signal,
        requestKey: null,
      });
      const billing = rows.filter((row) => row.id !== except);
      const keys = new Map<string, string>();
      for (const invoice of billing)
        for (const line of invoice.lines ?? [])
          if (line.source) keys.set(rowKey(line.source), invoice.code);
      return { invoices: billing, keys };
    },
    enabled: ids.length > 0,
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
}

/** A client's invoice as a payment or a cancellation picks it. */
export type ClientInvoice = Pick<
  InvoiceRecord,
  'id' | 'code' | 'state' | 'currency' | 'total' | 'balance' | 'uuid' | 'issuedAt' | 'metodoPago'
>;

/** The client's stamped invoices (paid or not), newest first: to pay them or name a replacement. */
export function clientStampedInvoicesQuery(client: string) {
  return queryOptions({
    queryKey: [INVOICES_ROOT, 'client-stamped', client] as const,
    queryFn: ({ signal }) =>
      invoices().getFullList<ClientInvoice>({
        filter: pb.filter(
          "client = {:client} && (state = 'stamped' || state = 'partiallyPaid' || state = 'paid')",
          { client },
        ),
        sort: '-issuedAt,-id',
        fields: 'id,code,state,currency,total,balance,uuid,issuedAt,metodoPago',
        signal,
        requestKey: null,
      }),
    enabled: client !== '',
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
}

/** The codes of these invoices, by id: what a payments list names each payment pays with. */
export function invoiceCodesQuery(invoiceIds: readonly string[]) {
  const ids = [...new Set(invoiceIds)].sort();
  return queryOptions({
    queryKey: [INVOICES_ROOT, 'codes', ids] as const,
    queryFn: async ({ signal }) => {
      const found = await invoices().getFullList<Pick<InvoiceRecord, 'id' | 'code'>>({
        filter: ids.map((id) => pb.filter('id = {:id}', { id })).join(' || '),
        fields: 'id,code',
        signal,
        requestKey: null,
      });
      return new Map(found.map((invoice) => [invoice.id, invoice.code]));
    },
    enabled: ids.length > 0,
    networkMode: 'always',
    retry: false,
  });
}
