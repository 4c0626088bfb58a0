import { SHIPMENT_COLLECTION_NAMES, type CollectionModel, type ShipmentMode } from '@rumbo/domain';
import type { CollectionStore } from '../../core/collections/collection-store.ts';
import type { Db } from '../../core/db/db.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { ChangeEvent, RecordHooks } from '../../core/records/record-hooks.ts';
import type { RecordWriter } from '../../core/records/record-writer.ts';
import { syncShipmentNotifications } from './notification-sync.ts';

export type NotificationHooksDeps = {
  db: Db;
  collections: CollectionStore;
  hooks: RecordHooks;
  writer: RecordWriter;
  /** The time notifications are derived at. */
  clock: () => Date;
  onScheduled?: (checkAtMs: number) => void;
};

/**
 * Notifications on the server (docs/decisions/047): every create, update and delete of a
 * shipment brings its notifications in line in the same transaction as the write, so they
 * commit (and are announced) together or not at all, and concurrent writes of one shipment
 * leave the notifications of whichever write came last. The collections the server keeps are
 * refused to every API write. A state a user marks as seen for a notification that has meanwhile
 * resolved (an offline ack replayed late) is stored as resolved, as the browser engine does.
 */
export function registerNotificationHooks(deps: NotificationHooksDeps): void {
  deps.writer.keepByServer('notifications');
  deps.writer.keepByServer('notification_schedule');
  const { hooks } = deps;
  hooks.onCreateWritten(({ collection, record }) => sync(deps, collection, record, record));
  hooks.onUpdateWritten(({ collection, after }) => sync(deps, collection, after, after));
  hooks.onDeleteWritten(({ collection, record }) => sync(deps, collection, record, null));
  hooks.onBeforeCreate(({ collection, input }) => resolvedIfStale(deps, collection, input, null));
  hooks.onBeforeUpdate(({ collection, input, current }) =>
    resolvedIfStale(deps, collection, input, current),
  );
}

function sync(
  deps: NotificationHooksDeps,
  collection: CollectionModel,
  written: RecordValues,
  record: RecordValues | null,
): Promise<ChangeEvent[]> | ChangeEvent[] {
  const mode = shipmentMode(collection.name);
  if (!mode) return [];
  const shipment = { mode, id: String(written.id), record };
  return syncShipmentNotifications(deps, [shipment], deps.clock());
}

/** `shipments_air` → `air`; null for any other collection. */
export function shipmentMode(collectionName: string): ShipmentMode | null {
  const names: readonly string[] = SHIPMENT_COLLECTION_NAMES;
  return names.includes(collectionName)
    ? (collectionName.slice('shipments_'.length) as ShipmentMode)
    : null;
}

async function resolvedIfStale(
  { db }: NotificationHooksDeps,
  collection: CollectionModel,
  input: Record<string, unknown>,
  current: RecordValues | null,
): Promise<Record<string, unknown>> {
  if (collection.name !== 'notification_states' || input.status !== 'ack') return input;
  const dedupKey = input.dedupKey ?? current?.dedupKey;
  if (typeof dedupKey !== 'string' || dedupKey === '') return input;
  const row = await db.get<{ status: string }>(
    'SELECT "status" FROM "notifications" WHERE "dedupKey" = ?',
    [dedupKey],
  );
  return row?.status === 'resolved' ? { ...input, status: 'resolved' } : input;
}
