import type { MilestoneKey } from '../milestones/milestone-key.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';

export type NotificationDedupKeyInput = {
  mode: ShipmentMode;
  shipmentId: string;
  milestone: MilestoneKey;
  /** ISO string as produced by `Date#toISOString`, so equal instants give equal keys. */
  estimatedAt: string;
};

/**
 * Identity of a notification: `{mode}:{shipmentId}:{milestone}:{estimatedAt}`. The estimate is
 * part of the key on purpose: moving the estimate is a new commitment, so an acknowledged
 * notification for the old estimate must not silence the new one.
 */
export function notificationDedupKey({
  mode,
  shipmentId,
  milestone,
  estimatedAt,
}: NotificationDedupKeyInput): string {
  // Joined rather than concatenated: one flat string, where a template builds a tree of parts
  // that is flattened again whenever the key is hashed or compared.
  return [mode, shipmentId, milestone, estimatedAt].join(':');
}
