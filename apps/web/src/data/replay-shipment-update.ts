import { mergeQueuedUpdate, type FieldConflict } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import { baseOf, type BasedChange } from './conflicts/queued-change-base.ts';
import type { ParkedConflict } from './conflicts/parked-conflict.ts';
import type { StoredRecord } from './local/local-database.ts';
import type { LocalStore } from './local/local-store.ts';
import type { QueuedChange } from './repository-types.ts';

const SEND = { requestKey: null } as const;
const SHIPMENT_COLLECTIONS = new Set(['shipments_ocean', 'shipments_air', 'shipments_land']);

/** Whether a queued change is a shipment update that knows its base (checked for conflicts). */
export function isCheckedShipmentUpdate(change: QueuedChange): boolean {
  return (
    change.action === 'update' && SHIPMENT_COLLECTIONS.has(change.collection) && !!baseOf(change)
  );
}

/**
 * Replays an offline shipment update without overwriting a colleague (decision 016): reads the
 * server's record, sends what merges (fields only I changed, sub-lists merged item by item) and
 * parks the fields both changed as a conflict for the user to decide. Returns the server's
 * record as it now stands. Errors (offline, 404 of a shipment deleted meanwhile …) are thrown
 * for the replay to sort out; the change is parked only once the rest reached the server.
 */
export async function replayShipmentUpdate(
  store: LocalStore,
  change: QueuedChange,
): Promise<StoredRecord> {
  const records = pb.collection(change.collection);
  const server = await records.getOne<StoredRecord>(change.recordId, SEND);
  const base = baseOf(change);
  const { body, conflicts } = mergeQueuedUpdate({ data: change.data ?? {}, base, server });
  const saved = body ? await records.update<StoredRecord>(change.recordId, body, SEND) : server;
  if (conflicts.length > 0) {
    await store.queue.park(change, parkedPart(change, conflicts), conflictFacts(server, conflicts));
  }
  return saved;
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

export function conflictFacts(server: StoredRecord, conflicts: FieldConflict[]): ParkedConflict {
  const payload = server.payload as Record<string, unknown> | null | undefined;
  const name = payload?.updatedByName;
  return {
    conflicts,
    theirsName: typeof name === 'string' ? name : '',
    shipmentCode: typeof server.shipmentCode === 'string' ? server.shipmentCode : '',
  };
}
