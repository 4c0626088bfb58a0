import type { QuotesRecord } from '@rumbo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { ifMatch } from '../conflicts/versioned-send.ts';
import { QUOTES_ROOT } from './quote-inputs.ts';

/** What the editor writes; the server fills code, state, version, totals and the rate. */
export type QuoteWrite = Pick<
  QuotesRecord,
  | 'client'
  | 'mode'
  | 'direction'
  | 'origin'
  | 'destination'
  | 'incoterm'
  | 'currency'
  | 'date'
  | 'validUntil'
  | 'notes'
> & { cargo: unknown; options: unknown[] };

export type QuoteSaveInput =
  | { kind: 'create'; company: string; body: QuoteWrite }
  | { kind: 'update'; id: string; body: QuoteWrite; version: string };

/**
 * Creates a quote (a draft) or saves its changes, online only: nothing waits in a queue. A
 * refusal comes back as the server's error, with each problem at its field (`data`), for the
 * editor to show where it belongs. On success the quote and every list of quotes are read again.
 */
export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuoteSaveInput) =>
      input.kind === 'create'
        ? pb
            .collection('quotes')
            .create<QuotesRecord>({ ...input.body, company: input.company }, { requestKey: null })
        : // Only over the version the editor opened: a colleague's save meanwhile is refused
          // (409), never silently overwritten (decision 033).
          pb.collection('quotes').update<QuotesRecord>(input.id, input.body, ifMatch(input.version)),
    networkMode: 'always',
    onSuccess: async (record) => {
      queryClient.setQueryData([QUOTES_ROOT, 'one', record.id], record);
      await queryClient.invalidateQueries({
        queryKey: [QUOTES_ROOT],
        predicate: (query) => query.queryKey[1] !== 'one',
      });
    },
  });
}
