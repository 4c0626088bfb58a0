import type { QuotesRecord } from '@rumbo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { SHIPMENT_LIST_ROOT } from '../shipments/shipment-list-queries.ts';

// A quote's moves along its life (issue 38, decision 075): sent to the client, accepted (the
// server makes the shipment in the same write), rejected, or deleted. Quotes live only on the
// server: nothing is queued offline, a move either reaches the server or fails and says why.

/**
 * Every quote query starts with this key (`QUOTES_ROOT` of the list's and the editor's queries):
 * a move marks the lists and the open quote stale.
 */
const QUOTES_KEY = 'quotes';

/** What a person asks of a saved quote; the server keeps the rest (sentAt, decidedAt, shipment). */
export type QuoteMove =
  /** The picked contacts of the client are e-mailed this version's PDF; none: marked as sent. */
  | { state: 'sent'; recipients: string[] }
  /** The option the client chose: the server makes the shipment from it. */
  | { state: 'accepted'; chosenOption: number }
  | { state: 'rejected'; rejectionReason: string };

/** The moved quote as the server answers it (an accepted one names its shipment). */
export type MovedQuote = QuotesRecord;

const quotes = () => pb.collection('quotes');

/**
 * Moves a quote (`PATCH` of its state and what the move needs). A refusal comes back as the
 * server's error, each problem at its field (`recipients`, `validUntil`, `chosenOption` …).
 */
export function useMoveQuote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: QuoteMove) =>
      quotes().update<MovedQuote>(id, move, { requestKey: null }),
    networkMode: 'always',
    onSuccess: async (_quote, move) => {
      await queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] });
      // Accepting made a shipment: its list shows it at once.
      if (move.state === 'accepted')
        await queryClient.invalidateQueries({ queryKey: [SHIPMENT_LIST_ROOT] });
    },
  });
}

/** Deletes a quote (never an accepted one: the server refuses it, a shipment came of it). */
export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => quotes().delete(id, { requestKey: null }),
    networkMode: 'always',
    onSuccess: async (_answer, id) => {
      // The deleted quote is not read again (it is gone); the lists are.
      queryClient.removeQueries({ queryKey: [QUOTES_KEY, 'one', id] });
      await queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] });
    },
  });
}
