import type { ShipmentMode } from '@rumbo/domain';
import type { ModeShipment } from '../repository-types.ts';
import { sortRecords } from '../sort-records.ts';
import { SHIPMENTS_SORT } from './shipments-query.ts';

export type ShipmentEvent = {
  action: string;
  record: { id: string; company?: unknown; [field: string]: unknown };
};

export type ApplyShipmentEventInput = {
  shipments: readonly ModeShipment[];
  event: ShipmentEvent;
  mode: ShipmentMode;
  /** The list's company; null for a platform admin's list of every company. */
  companyId: string | null;
};

/**
 * A mode's cached list after a realtime event: a create or update puts the record in its place
 * (or takes it out when it is not the list's company), a delete removes it. Unknown actions
 * leave the list as it is.
 */
export function applyShipmentEvent({
  shipments,
  event,
  mode,
  companyId,
}: ApplyShipmentEventInput): ModeShipment[] {
  const { action, record } = event;
  const others = shipments.filter((shipment) => shipment.id !== record.id);
  if (action === 'delete') return others;
  if (action !== 'create' && action !== 'update') return [...shipments];
  if (companyId !== null && record.company !== companyId) return others;
  return sortRecords([...others, { ...record, mode } as ModeShipment], SHIPMENTS_SORT);
}
