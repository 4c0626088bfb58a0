import type { ModeShipment } from '#data/repository-types.ts';

/**
 * The `limit` most recently updated shipments, latest first. Records saved in the same
 * millisecond (a bulk import) are ordered by id, so the list does not reshuffle between loads.
 */
export function recentChanges(shipments: readonly ModeShipment[], limit: number): ModeShipment[] {
  return [...shipments].sort(byLatestUpdate).slice(0, limit);
}

function byLatestUpdate(a: ModeShipment, b: ModeShipment): number {
  const updated = String(b.updated ?? '').localeCompare(String(a.updated ?? ''));
  return updated !== 0 ? updated : a.id.localeCompare(b.id);
}
