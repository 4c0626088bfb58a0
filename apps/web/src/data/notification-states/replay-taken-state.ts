import { pb } from '#lib/pocketbase.ts';
import type { QueuedChange, StoredRecord } from '../repository/repository-types.ts';
import type { CollectionReplay } from '../sync/replay-registry.ts';
import { isTakenValue } from '../common/taken-value.ts';

/**
 * Whether a replayed create of a notification state was refused because the user already has a
 * state for that notification (made on another device or tab while this one was offline).
 */
export function isTakenStateCreate(change: QueuedChange, error: unknown): boolean {
  if (change.action !== 'create' || change.collection !== 'notification_states') return false;
  return isTakenValue(error, 'dedupKey');
}

/**
 * The offline state goes to the user's state the server already has for that notification, as
 * an update (decision 034): it is the same person's later decision, so nothing of anyone else's
 * is overwritten.
 */
export async function replayOntoTakenState(change: QueuedChange): Promise<StoredRecord> {
  const { id: _id, user, dedupKey, ...fields } = change.data ?? {};
  const states = pb.collection('notification_states');
  const filter = pb.filter('user = {:user} && dedupKey = {:dedupKey}', { user, dedupKey });
  const existing = await states.getFirstListItem<StoredRecord>(filter, { requestKey: null });
  return states.update<StoredRecord>(existing.id, fields, { requestKey: null });
}

/** The notification states' replay of a create the user already made elsewhere, for the registry. */
export const takenStateReplay: CollectionReplay = {
  handles: isTakenStateCreate,
  send: (_store, change) => replayOntoTakenState(change),
};
