import {
  mergeQueuedUpdate,
  sameFieldValue,
  type ConflictChoice,
  type FieldConflict,
} from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';
import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import { conflictFacts } from '../conflicts/replay-versioned-update.ts';
import { ifMatch, isVersionConflict } from '../conflicts/versioned-send.ts';
import type {
  QueuedChange,
  RepositoryCollection,
  StoredRecord,
} from '../repository/repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { keepLocal } from './replay-change.ts';
import { markOffline, markOnline, refreshSyncStatus } from './sync-engine.ts';
import { parkedConflictOf, type ParkedChange } from '../conflicts/parked-conflict.ts';
import { baseOf } from '../conflicts/queued-change-base.ts';

const SEND = { requestKey: null } as const;

/**
 * How applying a parked conflict ended: `saved`; `changed` when the server's values moved again
 * since it was parked (the entry now shows the new ones, to be decided again); `offline`; `gone`
 * when the entry or the shipment no longer exists.
 */
export type ResolveOutcome = 'saved' | 'changed' | 'offline' | 'gone';

/** The parked conflicts of one record (for an editor that offers to settle them when opened). */
export async function listParkedConflicts(
  collection: RepositoryCollection,
  recordId: string,
): Promise<ParkedChange[]> {
  const failed = (await (await openLocalStore())?.queue.failed()) ?? [];
  return failed.filter(
    (entry) =>
      parkedConflictOf(entry) &&
      entry.change.collection === collection &&
      entry.change.recordId === recordId,
  );
}

/**
 * Writes the user's choice for each clashing field of a parked conflict: mine are sent over the
 * server's current version (payload rebuilt on theirs), theirs are left as they are; then the
 * entry is gone. Nothing is written if the server's values changed again since the user saw
 * them: the entry is refreshed with them instead (`changed`).
 */
export async function resolveParkedConflict(
  id: number,
  choices: Readonly<Record<string, ConflictChoice>>,
): Promise<ResolveOutcome> {
  const store = await openLocalStore();
  const entry = await store?.queue.getFailed(id);
  const parked = entry && parkedConflictOf(entry);
  if (!store || !entry || !parked) return 'gone';
  const { change } = entry;
  const records = pb.collection(change.collection);
  try {
    const server = await records.getOne<StoredRecord>(change.recordId, SEND);
    markOnline();
    const data = change.data ?? {};
    const merged = mergeQueuedUpdate({ data, base: baseOf(change), server, choices });
    const moved = parked.conflicts.some((it) => !sameFieldValue(it.theirs, server[it.field]));
    if (moved || merged.conflicts.length > 0) {
      const open = parked.conflicts
        .map((it) => ({ ...it, theirs: server[it.field] }))
        .filter((it) => !sameFieldValue(it.mine, it.theirs));
      // The server came round to my values meanwhile: nothing is left to decide.
      if (open.length === 0) return await settle(store, id, change, server);
      const refreshed: ParkedChange = {
        ...entry,
        conflict: conflictFacts(change, server, open),
      };
      await store.queue.updateFailed(refreshed);
      return 'changed';
    }
    const version = typeof server.updated === 'string' ? server.updated : '';
    const saved = merged.body
      ? await records.update<StoredRecord>(change.recordId, merged.body, ifMatch(version, { source: 'merge' }))
      : server;
    return await settle(store, id, change, saved);
  } catch (error) {
    // Saved again between the read and the write: read it again and show what changed.
    if (isVersionConflict(error)) return resolveParkedConflict(id, choices);
    if (isServerUnreachable(error)) {
      markOffline();
      return 'offline';
    }
    if (error instanceof ClientResponseError && error.status === 404) return 'gone';
    throw error;
  } finally {
    await refreshSyncStatus(store);
  }
}

/** Every clashing field settled the same way: "Apply mine" or (by choice) "Keep theirs". */
export function choiceForAll(conflicts: FieldConflict[], choice: ConflictChoice) {
  return Object.fromEntries(conflicts.map((conflict) => [conflict.field, choice]));
}

async function settle(store: LocalStore, id: number, change: QueuedChange, saved: StoredRecord) {
  await keepLocal(store, change, saved);
  await store.queue.dismissFailed(id);
  return 'saved' as const;
}
