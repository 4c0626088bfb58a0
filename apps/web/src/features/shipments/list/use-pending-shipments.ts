import { toShipmentListRow, type ShipmentListRow, type ShipmentMode } from '@rumbo/domain';
import { useEffect, useState } from 'react';
import { readQueuedRecords } from '#data/repository/local-copy.ts';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { shipmentCollection } from '#data/common/shipment-collection.ts';
import { useSyncStatus } from '#data/sync/use-sync-status.ts';

/** Shipments with offline changes the server has not received yet, and their rows as changed. */
export type PendingShipments = {
  ids: ReadonlySet<string>;
  /** The rows as this browser's copy has them (the server's pages do not show the change yet). */
  rows: ReadonlyMap<string, ShipmentListRow>;
};

const NONE: PendingShipments = { ids: new Set(), rows: new Map() };

/**
 * The mode's shipments with offline changes the server has not received yet. The queue is read
 * again whenever its size changes (a write queued, one replayed).
 */
export function usePendingShipments(mode: ShipmentMode): PendingShipments {
  const { pendingCount } = useSyncStatus();
  const [pending, setPending] = useState<PendingShipments>(NONE);
  useEffect(() => {
    if (pendingCount === 0) return;
    let isCurrent = true;
    void readPending(mode).then((next) => {
      if (isCurrent) setPending(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [mode, pendingCount]);
  return pendingCount === 0 ? NONE : pending;
}

async function readPending(mode: ShipmentMode): Promise<PendingShipments> {
  try {
    const queued = await readQueuedRecords(shipmentCollection(mode));
    const ids = new Set(queued.keys());
    const rows = new Map<string, ShipmentListRow>();
    for (const [id, record] of queued) {
      if (record) rows.set(id, toShipmentListRow({ ...(record as unknown as ModeShipment), mode }));
    }
    return { ids, rows };
  } catch (error) {
    // Without the browser's database there is no queue either: nothing is pending.
    console.warn('Could not read the offline changes.', error);
    return NONE;
  }
}
