import { toShipmentListRow, type ShipmentListRow } from '@rumbo/domain';
import { useMemo } from 'react';
import type { ModeShipment } from '#data/repository-types.ts';

// A realtime event replaces one record and keeps the others' objects: their rows are reused, so
// one colleague's change costs one row, not 10,000.
const rowsByRecord = new WeakMap<ModeShipment, ShipmentListRow>();

/** The list rows of the records, in the records' order. */
export function useShipmentListRows(shipments: readonly ModeShipment[] | undefined) {
  return useMemo(() => (shipments ?? []).map(listRowOf), [shipments]);
}

export function listRowOf(shipment: ModeShipment): ShipmentListRow {
  let row = rowsByRecord.get(shipment);
  if (!row) {
    row = toShipmentListRow(shipment);
    rowsByRecord.set(shipment, row);
  }
  return row;
}
