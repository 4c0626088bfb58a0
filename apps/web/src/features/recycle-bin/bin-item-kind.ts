import { isShipmentMode } from '@rumbo/domain';
import { paths } from '#lib/paths.ts';

/** What a deleted record was, as the bin names it. */
export type BinItemKind = 'ocean' | 'air' | 'land' | 'partner' | 'tariff' | 'other';

/** The kind of a bin item's collection; `other` for one the app does not know (yet). */
export function binItemKind(collection: string): BinItemKind {
  const mode = collection.replace(/^shipments_/, '');
  if (collection.startsWith('shipments_') && isShipmentMode(mode)) return mode;
  if (collection === 'partners') return 'partner';
  if (collection === 'tariffs') return 'tariff';
  return 'other';
}

/**
 * Where a restored record is opened: a shipment or a partner in its editor (`?open=`), a tariff
 * line on the tariffs screen, which has no address per line. Null for an unknown collection.
 */
export function restoredRecordLink(collection: string, recordId: string): string | null {
  const kind = binItemKind(collection);
  if (kind === 'partner') return `${paths.dashboard.partners}?open=${encodeURIComponent(recordId)}`;
  if (kind === 'tariff') return paths.dashboard.tariffs;
  if (kind === 'other') return null;
  return paths.dashboard.shipments(kind, { open: recordId });
}
