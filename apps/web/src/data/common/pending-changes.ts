import { matchesScope } from './record-scope.ts';
import { toRecordDate } from './record-date.ts';
import type { QueuedChange, RepositoryCollection, RepositoryScope } from '../repository/repository-types.ts';

type AnyRecord = { id: string; [field: string]: unknown };

export type ApplyPendingChangesInput = {
  collection: RepositoryCollection;
  scope?: RepositoryScope;
};

/**
 * The records as the user last left them: the server's answer with the writes still waiting in
 * the queue laid over it, in queue order. A queued create adds (or replaces) its record when it
 * falls in the scope, an update merges into a record present, a delete removes it. Without this
 * a refresh from the server would hide offline work until it is replayed.
 */
export function applyPendingChanges<T extends AnyRecord>(
  records: readonly T[],
  changes: readonly QueuedChange[],
  { collection, scope }: ApplyPendingChangesInput,
): T[] {
  const byId = new Map<string, T>(records.map((record) => [record.id, record]));
  const ordered = changes
    .filter((change) => change.collection === collection)
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  for (const change of ordered) {
    const current = byId.get(change.recordId);
    if (change.action === 'delete') byId.delete(change.recordId);
    else if (change.action === 'update' && !current) continue;
    else {
      const next = pendingRecord(change, current) as T;
      if (change.action === 'update' || matchesScope(next, scope)) byId.set(next.id, next);
    }
  }
  return [...byId.values()];
}

/**
 * The local view of a record after a create or update: the sent fields over the current record,
 * `updated` (and for a new record `created`) at the time of writing. Files are left out: the
 * server names them once the change reaches it.
 */
export function pendingRecord(change: QueuedChange, current: AnyRecord | undefined): AnyRecord {
  const at = toRecordDate(new Date(change.queuedAt));
  return {
    ...current,
    ...withoutFiles(change.data ?? {}),
    id: change.recordId,
    collectionName: change.collection,
    created: current?.created ?? at,
    updated: at,
  };
}

function withoutFiles(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !isFileValue(value)));
}

function isFileValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isFileValue);
  return typeof Blob !== 'undefined' && value instanceof Blob;
}
