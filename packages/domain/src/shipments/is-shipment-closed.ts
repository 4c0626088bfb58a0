const CLOSED_STATUS = /cancel|cerrad/i;

/**
 * True when a shipment is cancelled or closed: its status contains `cancel` or `cerrad`
 * (Spanish cerrado/cerrada), in any case. Both `status` and ocean's `operationalStatus` are
 * read, because local views copy the ocean status into `status`. Such shipments raise no
 * notifications.
 */
export function isShipmentClosed(shipment: {
  status?: unknown;
  operationalStatus?: unknown;
}): boolean {
  return [shipment.status, shipment.operationalStatus].some(
    (status) => typeof status === 'string' && CLOSED_STATUS.test(status),
  );
}
