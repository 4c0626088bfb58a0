import { isPlatformAdmin, type ShipmentMode } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { shipmentsLoadingQuery, shipmentsQuery } from '#data/shipments/shipments-query.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';

/**
 * The mode's shipments the signed-in user may see (their company's; every company's for a
 * platform admin), newest first. The realtime subscription of the dashboard keeps this cache
 * current, so a colleague's new or changed shipment shows up without a reload.
 */
export function useModeShipments(mode: ShipmentMode) {
  const { user } = useAuthSession();
  const companyId = isPlatformAdmin(user) ? null : user?.company || null;
  return useQuery({ ...shipmentsQuery(mode, companyId), enabled: user !== null });
}

/**
 * How far the first load of the mode's list has come while it shows only part of the shipments
 * (they arrive page by page, newest first); null once the whole list is in.
 */
export function useModeShipmentsLoading(mode: ShipmentMode) {
  const { user } = useAuthSession();
  const companyId = isPlatformAdmin(user) ? null : user?.company || null;
  return useQuery(shipmentsLoadingQuery(mode, companyId)).data ?? null;
}
