import type { PaymentsRecord } from '@rumbo/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { PAYMENTS_ROOT, type PaymentApplication } from './payments-query.ts';

// A payment's life (issue 39): recorded against one or more stamped invoices of a client (the
// server updates each invoice's balance in the same write), its complement stamped when one is
// due, cancelled (the amounts go back to the invoices) or, while only recorded, deleted.

/** What a person records; the server numbers it and works out whether a complement is due. */
export type PaymentWrite = Pick<
  PaymentsRecord,
  'client' | 'date' | 'formaPago' | 'currency' | 'amount' | 'exchangeRate' | 'reference' | 'notes'
> & { applications: PaymentApplication[] };

/** Payments change invoices' balances and states, and the aging and statements. */
async function refreshBilling(queryClient: QueryClient) {
  await Promise.all(
    [PAYMENTS_ROOT, 'invoices', 'billing'].map((root) =>
      queryClient.invalidateQueries({ queryKey: [root] }),
    ),
  );
}

const route = (id: string, move: 'stamp' | 'cancel' | 'cancellation-check') =>
  `/api/rumbo/payments/${encodeURIComponent(id)}/${move}`;

/** Records a payment of the company `company`; refusals come back with each problem at its field. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ company, body }: { company: string; body: PaymentWrite }) =>
      pb.collection('payments').create<PaymentsRecord>({ ...body, company }, { requestKey: null }),
    networkMode: 'always',
    onSuccess: () => refreshBilling(queryClient),
  });
}

/** Seals and stamps a payment's complement (Pagos 2.0); a 503 leaves it sealed, to try again. */
export function useStampPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      pb.send<PaymentsRecord>(route(id, 'stamp'), { method: 'POST', requestKey: null }),
    networkMode: 'always',
    onSettled: () => refreshBilling(queryClient),
  });
}

/** Cancels a stamped complement (reason 02): the amounts go back to the invoices. */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      pb.send<PaymentsRecord>(route(id, 'cancel'), {
        method: 'POST',
        body: { reason: '02' },
        requestKey: null,
      }),
    networkMode: 'always',
    onSuccess: () => refreshBilling(queryClient),
  });
}

/** Asks the SAT at once about a complement's cancellation waiting for the client. */
export function useCheckPaymentCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      pb.send<PaymentsRecord>(route(id, 'cancellation-check'), {
        method: 'POST',
        requestKey: null,
      }),
    networkMode: 'always',
    onSuccess: () => refreshBilling(queryClient),
  });
}

/** Deletes a payment only recorded (no complement stamped): the amounts go back to the invoices. */
export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('payments').delete(id, { requestKey: null }),
    networkMode: 'always',
    onSuccess: () => refreshBilling(queryClient),
  });
}
