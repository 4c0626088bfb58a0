import type { HistoryEntry } from '@rumbo/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { pb } from '#lib/pocketbase.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { DEMO_COLLECTIONS } from '../local/local-store.ts';
import type { AskConflictChoices, StoredRecord } from '../repository/repository-types.ts';
import { useSyncStatus } from '../sync/use-sync-status.ts';
import {
  recordHistoryKey,
  recordHistoryQuery,
  type HistoryCollection,
} from './record-history-query.ts';
import { refreshAfterUndo } from './refresh-after-undo.ts';
import type { UndoAuthor } from './undo-body.ts';
import { undoChange, type UndoOutcome } from './undo-change.ts';

/**
 * What a history screen shows: `offline` (the history is the server's only and it is away),
 * `demo` (demo data lives in this browser and keeps none), or the entries as read so far.
 */
export type RecordHistoryStatus = 'offline' | 'demo' | 'loading' | 'error' | 'ready';

export type RecordHistory = {
  status: RecordHistoryStatus;
  /** Newest first, every page read so far. */
  entries: HistoryEntry[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Undoes an entry on the server's current record; `ask` decides what a colleague changed since. */
  undo: (entry: HistoryEntry, ask: AskConflictChoices) => Promise<UndoOutcome>;
};

export type UseRecordHistoryInput = {
  collection: HistoryCollection;
  recordId: string;
  /**
   * The record's version as the screen has it (its `updated`): when it moves (the person's own
   * save, a colleague's through realtime), the history is read again.
   */
  version?: string;
  /** False keeps it from reading (a popover not opened yet). */
  enabled?: boolean;
  /** An undo was saved: the screen shows the record as it now is. */
  onUndone?: (record: StoredRecord) => void;
};

/** A saved record's history, a page at a time, and the undo of one of its entries. */
export function useRecordHistory(input: UseRecordHistoryInput): RecordHistory {
  const { collection, recordId, version = '', enabled = true, onUndone } = input;
  const queryClient = useQueryClient();
  const status = useSyncStatus();
  // Demo records live in this browser only; the rest of a demo session is the server's.
  const isDemo = status.isDemo && DEMO_COLLECTIONS.has(collection);
  const isOnline = status.isOnline;
  const isReading = enabled && isOnline && !isDemo && recordId !== '';
  const query = useInfiniteQuery({
    ...recordHistoryQuery(collection, recordId),
    enabled: isReading,
  });
  useReadAgainWhenSaved({ collection, recordId, version, isReading });

  const undo = async (entry: HistoryEntry, ask: AskConflictChoices) => {
    const records = pb.collection(collection);
    const current = await records.getOne<StoredRecord>(recordId, { requestKey: null });
    const outcome = await undoChange({ collection, entry, current, ask, author: signedInAuthor() });
    if (outcome.kind === 'undone') {
      refreshAfterUndo(queryClient, collection, outcome.record);
      onUndone?.(outcome.record);
    }
    return outcome;
  };

  return {
    status: statusOf({ isDemo, isOnline, query }),
    entries: query.data?.pages.flatMap((page) => page.items) ?? [],
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
    undo,
  };
}

/**
 * Reads the history again when the record's version moves: asked only by a screen that reads it
 * (a closed popover reads afresh when it opens).
 */
function useReadAgainWhenSaved(input: {
  collection: HistoryCollection;
  recordId: string;
  version: string;
  isReading: boolean;
}) {
  const { collection, recordId, version, isReading } = input;
  const queryClient = useQueryClient();
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    if (isReading)
      void queryClient.invalidateQueries({ queryKey: recordHistoryKey(collection, recordId) });
  }, [queryClient, collection, recordId, version, isReading]);
}

type QueryState = { data?: unknown; error: unknown; isError: boolean };

function statusOf(input: { isDemo: boolean; isOnline: boolean; query: QueryState }) {
  const { isDemo, isOnline, query } = input;
  if (isDemo) return 'demo';
  if (!isOnline || (query.isError && isServerUnreachable(query.error))) return 'offline';
  if (query.data) return 'ready';
  return query.isError ? 'error' : 'loading';
}

/** The signed-in user as saves stamp the last editor (the name the app shows, else the email). */
function signedInAuthor(): UndoAuthor {
  const model = (pb.authStore.model ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const email = text(model.email);
  return { id: text(model.id), name: text(model.nombreCompleto) || email, email };
}
