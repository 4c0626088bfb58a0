import type { InvoiceLine, InvoicesRecord } from '@rumbo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { ifMatch } from '../conflicts/versioned-send.ts';
import { INVOICES_ROOT } from './invoices-query.ts';
import type { InvoiceRecord } from './invoice-types.ts';

/** What the editor writes on a draft; the server keeps the rest (code, state, totals, rate). */
export type InvoiceWrite = Pick<
  InvoicesRecord,
  'client' | 'uso' | 'metodoPago' | 'formaPago' | 'currency' | 'dueDate' | 'notes'
> & { lines: InvoiceLine[] };

export type InvoiceSaveInput =
  | { kind: 'create'; company: string; body: InvoiceWrite }
  | { kind: 'update'; id: string; body: InvoiceWrite; version: string };

/**
 * Creates a draft invoice or saves its changes, online only. A refusal comes back as the
 * server's error with each problem at its field (`data`, e.g. `lines.2.source`), for the editor
 * to show where it belongs. An update goes only over the version the editor opened: a
 * colleague's save meanwhile is refused (409), never overwritten (decision 033).
 */
export async function saveInvoice(input: InvoiceSaveInput): Promise<InvoiceRecord> {
  const invoices = pb.collection('invoices');
  if (input.kind === 'create')
    return invoices.create<InvoiceRecord>(
      { ...input.body, company: input.company },
      { requestKey: null },
    );
  return invoices.update<InvoiceRecord>(input.id, input.body, ifMatch(input.version));
}

/** `saveInvoice` as a mutation: the saved invoice is kept, every list of invoices read again. */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoice,
    networkMode: 'always',
    onSuccess: async (record) => {
      queryClient.setQueryData([INVOICES_ROOT, 'one', record.id], record);
      await queryClient.invalidateQueries({
        queryKey: [INVOICES_ROOT],
        predicate: (query) => query.queryKey[1] !== 'one',
      });
    },
  });
}
