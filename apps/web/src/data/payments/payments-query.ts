import type { PaymentsRecord } from '@rumbo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';

// The company's payments (issue 39): money received from a client, applied to its stamped
// invoices, with a payment complement when an invoice paid is PPD. Online only.

/** Every payment query starts with this key: recording, stamping or cancelling one marks them stale. */
export const PAYMENTS_ROOT = 'payments';

/** What of a payment pays which invoice, in the payment's currency. */
export type PaymentApplication = { invoice: string; amount: number };

/** A payment as the screens show it. */
export type PaymentItem = Pick<
  PaymentsRecord,
  | 'id'
  | 'code'
  | 'state'
  | 'client'
  | 'clientName'
  | 'date'
  | 'formaPago'
  | 'currency'
  | 'amount'
  | 'reference'
  | 'needsComplement'
  | 'uuid'
  | 'stampedAt'
  | 'stampError'
  | 'cancelReason'
  | 'cancelledAt'
> & { applications: PaymentApplication[] | null };

const FIELDS =
  'id,code,state,client,clientName,date,formaPago,currency,amount,reference,needsComplement,uuid,stampedAt,stampError,cancelReason,cancelledAt,applications';

const payments = () => pb.collection('payments');

/** The payments applied to an invoice, newest first. */
export function invoicePaymentsQuery(invoiceId: string) {
  return queryOptions({
    queryKey: [PAYMENTS_ROOT, 'invoice', invoiceId] as const,
    queryFn: ({ signal }) =>
      payments().getFullList<PaymentItem>({
        filter: pb.filter('invoiceIds ~ {:id}', { id: invoiceId }),
        sort: '-date,-created,-id',
        fields: FIELDS,
        signal,
        requestKey: null,
      }),
    enabled: invoiceId !== '',
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
}

export type PaymentPage = { items: PaymentItem[]; totalItems: number; totalPages: number };

/** One page of the company's payments, newest first, optionally of one client. */
export function paymentPageQuery({
  page,
  perPage,
  client,
}: {
  page: number;
  perPage: number;
  client: string;
}) {
  const filter = client ? pb.filter('client = {:client}', { client }) : '';
  return queryOptions({
    queryKey: [PAYMENTS_ROOT, 'page', filter, page, perPage] as const,
    queryFn: async ({ signal }): Promise<PaymentPage> => {
      const answer = await payments().getList<PaymentItem>(page, perPage, {
        filter,
        sort: '-date,-created,-id',
        fields: FIELDS,
        signal,
        requestKey: null,
      });
      return { items: answer.items, totalItems: answer.totalItems, totalPages: answer.totalPages };
    },
    placeholderData: keepPreviousData,
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
}
