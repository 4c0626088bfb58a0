import { nextShipmentCode, type ShipmentMode } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import type { LocalStore } from '../local/local-store.ts';
import { announceReplay } from '../sync/replay-notices.ts';
import type { QueuedChange, StoredRecord } from '../repository/repository-types.ts';
import type { CollectionReplay } from '../sync/replay-registry.ts';
import { highestServerCodes } from './next-code.ts';
import { offlineOrigin, sentWithOrigin } from '../common/write-origin.ts';
import { createWithFreshCode, isDuplicateCode } from './save-shipment.ts';

/** Whether a replayed create was refused because its shipment code is taken. */
export function isTakenCodeCreate(change: QueuedChange, error: unknown): boolean {
  return (
    change.action === 'create' && change.collection.startsWith('shipments_') && isDuplicateCode(error)
  );
}

/**
 * A shipment created offline whose code a colleague took meanwhile (decision 034): created under
 * the next code past the highest the server and this browser's copy know, skipping every code
 * the server refuses, as the online save does. Changes still queued for it carry the new code too, and the user is told.
 */
export async function replayRecodedCreate(
  store: LocalStore,
  change: QueuedChange,
): Promise<StoredRecord> {
  const mode = change.collection.slice('shipments_'.length) as ShipmentMode;
  const data = change.data ?? {};
  const from = typeof data.shipmentCode === 'string' ? data.shipmentCode : '';
  const known = (await store.list(change.collection)).map((record) => record.shipmentCode);
  if (typeof data.company === 'string' && data.company !== '')
    known.push(...(await highestServerCodes(mode, data.company, new Date()).catch(() => [])));
  const next = (refused: readonly unknown[]) =>
    nextShipmentCode({ mode, now: new Date(), existingCodes: [...known, from, ...refused] });
  const { record, code } = await createWithFreshCode({
    firstCode: next([]),
    create: (shipmentCode) =>
      pb
        .collection(change.collection)
        .create<StoredRecord>(
          withCode({ ...data, id: change.recordId }, shipmentCode),
          sentWithOrigin(offlineOrigin(change.queuedAt)),
        ),
    nextCode: async (refused) => next(refused),
  });
  await store.queue.rewrite(change.collection, change.recordId, (body) =>
    body.shipmentCode === from ? withCode(body, code) : body,
  );
  announceReplay({ kind: 'recoded', collection: change.collection, from, to: code });
  return record;
}

/** The body with its code, the payload's copy included. */
function withCode(body: Record<string, unknown>, shipmentCode: string) {
  const payload = body.payload;
  const isObject = typeof payload === 'object' && payload !== null && !Array.isArray(payload);
  return { ...body, shipmentCode, ...(isObject ? { payload: { ...payload, shipmentCode } } : {}) };
}

/** The shipments' replay of a create whose code was taken, for the sync engine's registry. */
export const recodedCreateReplay: CollectionReplay = {
  handles: isTakenCodeCreate,
  send: replayRecodedCreate,
};
