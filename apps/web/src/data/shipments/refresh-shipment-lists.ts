import type { ShipmentMode } from '@rumbo/domain';
import type { QueryClient } from '@tanstack/react-query';
import { SHIPMENT_LIST_ROOT } from './shipment-list-queries.ts';

// A burst of changes (an import, a busy office) reads the lists again once per this interval.
const REFRESH_INTERVAL_MS = 400;

const timers = new Map<ShipmentMode, ReturnType<typeof setTimeout>>();
const lastRefresh = new Map<ShipmentMode, number>();

/**
 * A shipment of the mode changed (realtime event, own save): the screens' lists read their
 * count and the pages on screen again; pages not on screen are read when they come back into
 * view. At most one read per interval, and always one after the last change.
 */
export function refreshShipmentLists(queryClient: QueryClient, mode: ShipmentMode): void {
  if (timers.has(mode)) return;
  const wait = Math.max(0, (lastRefresh.get(mode) ?? 0) + REFRESH_INTERVAL_MS - Date.now());
  const refresh = () => {
    timers.delete(mode);
    lastRefresh.set(mode, Date.now());
    void queryClient.invalidateQueries({ queryKey: [SHIPMENT_LIST_ROOT, mode] });
  };
  if (wait === 0) refresh();
  else timers.set(mode, setTimeout(refresh, wait));
}
