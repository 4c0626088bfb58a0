import { useCompanyShipments } from '#data/shipments/use-company-shipments.ts';

/**
 * The company's real shipments of the three modes, read only, through the same queries (and
 * browser copy) as the shipment screens.
 */
export function useTrackingShipments() {
  return useCompanyShipments();
}
