import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';
import { isVersionedUpdate, replayVersionedUpdate } from '../conflicts/replay-versioned-update.ts';
import type { LocalStore } from '../local/local-store.ts';
import { applyPendingChanges } from '../common/pending-changes.ts';
import type { QueuedChange, StoredRecord } from '../repository/repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import type { ReplayRegistry } from './replay-registry.ts';
import { replayOutcome } from './replay-outcome.ts';
import { offlineOrigin, sentWithOrigin } from '../common/write-origin.ts';

/** What a replay tells the sync engine of the server: it answered, or it is away. */
export type ServerSignals = { markOnline(): void; markOffline(): void };

/** Sends one queued change; false when replay must stop there (offline, or signed out). */
export type ReplayChange = (store: LocalStore, change: QueuedChange) => Promise<boolean>;

/**
 * The replay of one queued change. An update that knows its base is a versioned save: fields a
 * colleague changed meanwhile are not overwritten but parked as a conflict (decisions 016, 033).
 * A refusal a collection knows how to get past (a unique value taken meanwhile, decision 034)
 * goes to that collection's replay in `replays`; any other refusal is kept as failed.
 */
export function changeReplay(server: ServerSignals, replays: ReplayRegistry): ReplayChange {
  const replayChange: ReplayChange = async (store, change) => {
    try {
      const saved = isVersionedUpdate(change)
        ? await replayVersionedUpdate(store, change)
        : await sendChange(change);
      server.markOnline();
      await store.queue.remove(change.seq);
      if (saved) await keepLocal(store, change, saved);
      return true;
    } catch (error) {
      const outcome = replayOutcome(change, error);
      if (outcome === 'offline') server.markOffline();
      if (outcome === 'offline' || outcome === 'signed-out') return false;
      if (outcome === 'retry-as-update') return replayChange(store, { ...change, action: 'update' });
      const replay = replays.find(change, error);
      if (replay) return replayAgain(store, change, () => replay.send(store, change));
      if (outcome === 'refused') await refuse(store, change, error);
      else await store.queue.remove(change.seq);
      return true;
    }
  };

  /** A create refused for a unique value taken meanwhile, sent again another way (decision 034). */
  async function replayAgain(
    store: LocalStore,
    change: QueuedChange,
    send: () => Promise<StoredRecord>,
  ): Promise<boolean> {
    try {
      const saved = await send();
      await store.queue.remove(change.seq);
      // Written onto another record: the copy made offline gives way to it.
      if (saved.id !== change.recordId) await store.remove(change.collection, change.recordId);
      await keepLocal(store, { ...change, recordId: saved.id }, saved);
    } catch (error) {
      if (isServerUnreachable(error)) {
        server.markOffline();
        return false;
      }
      await refuse(store, change, error);
    }
    return true;
  }

  return replayChange;
}

/** Sends a queued change as made offline, at the time it was queued (decision 065). */
function sendChange({ collection, action, recordId, data, queuedAt }: QueuedChange) {
  const records = pb.collection(collection);
  const SEND = sentWithOrigin(offlineOrigin(queuedAt));
  if (action === 'delete') return records.delete(recordId, SEND).then(() => null);
  if (action === 'update') return records.update<StoredRecord>(recordId, data ?? {}, SEND);
  return records.create<StoredRecord>({ ...data, id: recordId }, SEND);
}

/** The server's version of the record, with the changes still queued after it laid over. */
export async function keepLocal(store: LocalStore, change: QueuedChange, saved: StoredRecord) {
  if (await store.isDemo(change.collection)) return;
  const later = await store.queue.pending(change.collection);
  const [record] = applyPendingChanges([saved], later, { collection: change.collection });
  if (record) await store.put(change.collection, record);
}

async function refuse(store: LocalStore, change: QueuedChange, error: unknown): Promise<void> {
  const status = error instanceof ClientResponseError ? error.status : 0;
  const message = `${error instanceof Error ? error.message : String(error)}${fieldText(error)}`;
  console.warn(`Offline change refused by the server (${status}); kept as failed.`, change, error);
  await store.queue.fail(change, { status, message });
}

/** The fields a refusal names with their messages (" shipmentCode: Value must be unique."). */
function fieldText(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return '';
  const data = (error.response as { data?: Record<string, { message?: unknown }> }).data ?? {};
  const fields = Object.entries(data)
    .filter(([, issue]) => typeof issue?.message === 'string')
    .map(([field, issue]) => `${field}: ${String(issue.message)}`);
  return fields.length > 0 ? ` ${fields.join(' ')}` : '';
}
