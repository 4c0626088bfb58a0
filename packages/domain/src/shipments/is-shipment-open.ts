import { isShipmentClosed } from './is-shipment-closed.ts';

// Statuses that end a shipment's work: finished, completed, delivered (English or Spanish).
const DONE_STATUS = /finish|complet|deliver|entregad|finaliz/i;

/**
 * True while a shipment still needs work: neither cancelled or closed (`cancel`, `cerrad`) nor
 * done (`Finished` and the like). Demo data uses In creation, In progress and Finished; both
 * `status` and ocean's `operationalStatus` are read.
 */
export function isShipmentOpen(shipment: { status?: unknown; operationalStatus?: unknown }) {
  if (isShipmentClosed(shipment)) return false;
  return ![shipment.status, shipment.operationalStatus].some(
    (status) => typeof status === 'string' && DONE_STATUS.test(status),
  );
}
