import { mergeQueuedUpdate, type FieldConflict } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import type { LocalStore } from '../local/local-store.ts';
import type { QueuedChange, StoredRecord, BasedChange } from '../repository/repository-types.ts';
import type { ParkedConflict } from './parked-conflict.ts';
import { baseOf } from './queued-change-base.ts';
import { recordLabel } from './record-label.ts';
import { VERSION_ATTEMPTS, ifMatch, isVersionConflict } from './versioned-send.ts';
import { offlineOrigin } from '../common/write-origin.ts';

/** Whether a queued change is an update that knows its base (replayed as a versioned save). */
export function isVersionedUpdate(change: QueuedChange): boolean {
  return change.action === 'update' && !!baseOf(change);
}

/**
 * Replays an offline update without overwriting a colleague (decisions 016, 033). It is sent
 * over the version it was based on; when someone saved meanwhile (409), the server's record is
 * read, what merges is sent over that version (fields only I changed, sub-lists merged item by
 * item) and the fields both changed are parked as a conflict for the user to decide. A record
 * that moves again between the read and the write is read and merged again. Returns the
 * server's record as it now stands. Errors (offline, 404 of a record deleted meanwhile …) are
 * thrown for the replay to sort out; the change is parked only once the rest reached the server.
 */
export async function replayVersionedUpdate(
  store: LocalStore,
  change: QueuedChange,
): Promise<StoredRecord> {
  const records = pb.collection(change.collection);
  const base = baseOf(change);
  const data = change.data ?? {};
  const origin = offlineOrigin(change.queuedAt);
  try {
    return await records.update<StoredRecord>(
      change.recordId,
      data,
      ifMatch(base?.updated ?? '', origin),
    );
  } catch (error) {
    if (!isVersionConflict(error)) throw error;
  }
  for (let attempt = 1; ; attempt += 1) {
    const server = await records.getOne<StoredRecord>(change.recordId, { requestKey: null });
    const { body, conflicts } = mergeQueuedUpdate({ data, base, server });
    try {
      const saved = body
        ? await records.update<StoredRecord>(change.recordId, body, ifMatch(version(server), origin))
        : server;
      if (conflicts.length > 0) {
        const facts = conflictFacts(change, server, conflicts);
        await store.queue.park(change, parkedPart(change, conflicts), facts);
      }
      return saved;
    } catch (error) {
      if (!isVersionConflict(error) || attempt >= VERSION_ATTEMPTS) throw error;
    }
  }
}

/** The change reduced to what is still to decide: the clashing fields, authorship and payload. */
export function parkedPart(change: QueuedChange, conflicts: FieldConflict[]): BasedChange {
  const fields = conflicts.map((conflict) => conflict.field);
  const data = change.data ?? {};
  const keep = (record: Record<string, unknown>) =>
    Object.fromEntries(fields.map((field) => [field, record[field]]));
  const { seq: _seq, ...rest } = change;
  const base = baseOf(change);
  const bookkeeping = Object.entries({ updatedBy: data.updatedBy, payload: data.payload });
  return {
    ...rest,
    data: { ...keep(data), ...Object.fromEntries(bookkeeping.filter(([, v]) => v !== undefined)) },
    ...(base ? { base: { updated: base.updated, values: keep(base.values) } } : {}),
  };
}

/** What the failed-changes list shows of a parked conflict: the fields, who saved, which record. */
export function conflictFacts(
  change: QueuedChange,
  server: StoredRecord,
  conflicts: FieldConflict[],
): ParkedConflict {
  const payload = server.payload as Record<string, unknown> | null | undefined;
  const name = payload?.updatedByName;
  return {
    conflicts,
    theirsName: typeof name === 'string' ? name : '',
    recordLabel: recordLabel(change.collection, server),
  };
}

function version(record: StoredRecord): string {
  return typeof record.updated === 'string' ? record.updated : '';
}
