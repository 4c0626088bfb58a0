/** What `recentChanges` orders by: the record server's `updated` text and the id. */
export type Updated = { id: string; updated?: unknown };

/**
 * The `limit` most recently updated shipments, latest first. Records saved in the same
 * millisecond (a bulk import) are ordered by id, so the list does not reshuffle between loads.
 * One pass keeping the best `limit`, so a company's whole history costs a scan, not a sort.
 */
export function recentChanges<S extends Updated>(shipments: Iterable<S>, limit: number): S[] {
  const best: S[] = [];
  if (limit <= 0) return best;
  for (const shipment of shipments) {
    if (best.length === limit && byLatestUpdate(shipment, best[limit - 1]!) >= 0) continue;
    let at = Math.min(best.length, limit - 1);
    if (best.length < limit) best.push(shipment);
    while (at > 0 && byLatestUpdate(shipment, best[at - 1]!) < 0) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = shipment;
  }
  return best;
}

/**
 * Latest `updated` first, then by id. The server writes every `updated` in one fixed layout, so
 * text order is time order (compared by code unit: the same order `localeCompare` gives such
 * texts, at a fraction of the cost).
 */
export function byLatestUpdate(a: Updated, b: Updated): number {
  const updated = compareText(String(b.updated ?? ''), String(a.updated ?? ''));
  return updated !== 0 ? updated : compareText(a.id, b.id);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
