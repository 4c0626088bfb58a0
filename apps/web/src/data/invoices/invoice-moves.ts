import type { MotivoCancelacion } from '@rumbo/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';
import { INVOICES_ROOT } from './invoices-query.ts';
import type { InvoiceRecord } from './invoice-types.ts';

// An invoice's moves through the billing routes (issue 39): sealed and stamped by the PAC,
// cancelled with the SAT's reason, or deleted while a draft. Online only: a move reaches the
// server or fails and says why.

const route = (id: string, move: 'stamp' | 'cancel' | 'cancellation-check') =>
  `/api/rumbo/invoices/${encodeURIComponent(id)}/${move}`;

/** Every invoice query, and the payments' and reports' (a stamp or a cancel changes them). */
async function refreshBilling(queryClient: QueryClient, record?: InvoiceRecord) {
  if (record) queryClient.setQueryData([INVOICES_ROOT, 'one', record.id], record);
  await Promise.all(
    [INVOICES_ROOT, 'payments', 'billing'].map((root) =>
      queryClient.invalidateQueries({ queryKey: [root] }),
    ),
  );
}

/**
 * Seals the draft with the company's CSD, validates it and has the PAC stamp it. The server's
 * refusals come back as its errors: 400 with problems by field (not sealable yet) or the PAC's
 * refusal, 503 when the PAC did not answer (the invoice stays sealed: call again to retry).
 */
export function useStampInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      pb.send<InvoiceRecord>(route(id, 'stamp'), { method: 'POST', requestKey: null }),
    networkMode: 'always',
    onSuccess: (record) => refreshBilling(queryClient, record),
    // A refusal may still have moved the invoice (sealed, or back to draft with the PAC's words).
    onError: () => refreshBilling(queryClient),
  });
}

export type InvoiceCancel = { reason: MotivoCancelacion; replacement?: string };

/** Cancels a stamped invoice before the SAT with one of its reasons (01 names the replacement). */
export function useCancelInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceCancel) =>
      pb.send<InvoiceRecord>(route(id, 'cancel'), { method: 'POST', body, requestKey: null }),
    networkMode: 'always',
    onSuccess: (record) => refreshBilling(queryClient, record),
  });
}

/**
 * Asks the SAT at once about a cancellation waiting for the client (decision 081): answers the
 * invoice as it then stands (cancelled, still waiting, or valid again when the client refused).
 */
export function useCheckInvoiceCancellation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      pb.send<InvoiceRecord>(route(id, 'cancellation-check'), {
        method: 'POST',
        requestKey: null,
      }),
    networkMode: 'always',
    onSuccess: (record) => refreshBilling(queryClient, record),
  });
}

/** Deletes a draft (the server refuses anything else: a sealed CFDI is cancelled instead). */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.collection('invoices').delete(id, { requestKey: null }),
    networkMode: 'always',
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: [INVOICES_ROOT, 'one', id] });
      await refreshBilling(queryClient);
    },
  });
}

/**
 * The PAC did not answer (503 with the server's own message): the invoice stays sealed and is
 * sent again on the next try. A 503 without the server's words is the server itself away.
 */
export function isPacSilence(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.status !== 503) return false;
  const message = (error.response as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '';
}
