import { isShipmentMode, normalizeSearchQuery, type ShipmentMode } from '@rumbo/domain';
import { paths } from '#lib/paths.ts';

/**
 * Where the top bar's search goes (SPEC §2): the shipment screen of the mode being viewed, or
 * the ocean screen from anywhere else, with `?search=`. Null for blank input (SPEC §5), which
 * must not be submitted.
 *
 * @example shipmentSearchTarget('/dashboard/shipments/air', ' AWB 123 ') // '/dashboard/shipments/air?search=AWB+123'
 */
export function shipmentSearchTarget(pathname: string, text: unknown): string | null {
  const search = normalizeSearchQuery(text);
  if (search === null) return null;
  return paths.dashboard.shipments(viewedMode(pathname) ?? 'ocean', { search });
}

function viewedMode(pathname: string): ShipmentMode | null {
  const prefix = `${paths.dashboard.shipmentsRoot}/`;
  if (!pathname.startsWith(prefix)) return null;
  const mode = pathname.slice(prefix.length).split('/')[0];
  return isShipmentMode(mode) ? mode : null;
}
