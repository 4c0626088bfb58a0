import type { ShipmentMode } from '@rumbo/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ModeShipment } from '../repository-types.ts';
import { shipmentsQuery } from './shipments-query.ts';

export type FindShipmentAgainInput = {
  queryClient: QueryClient;
  mode: ShipmentMode;
  companyId: string | null;
  shipmentId: string;
  shipmentCode: string;
};

/**
 * Reloads the company's shipments of a mode from the server (refreshing the cached list) and
 * finds a shipment again: by its id, by its code, or by the id its payload remembers (a record
 * re-created elsewhere keeps those). Null when it is gone.
 */
export async function findShipmentAgain({
  queryClient,
  mode,
  companyId,
  shipmentId,
  shipmentCode,
}: FindShipmentAgainInput): Promise<ModeShipment | null> {
  const shipments = await queryClient.fetchQuery({
    ...shipmentsQuery(mode, companyId),
    staleTime: 0,
  });
  const code = shipmentCode.trim().toUpperCase();
  return (
    shipments.find((it) => it.id === shipmentId) ??
    shipments.find((it) => code !== '' && String(it.shipmentCode ?? '').toUpperCase() === code) ??
    shipments.find((it) => payloadShipmentId(it) === shipmentId) ??
    null
  );
}

function payloadShipmentId(shipment: ModeShipment): unknown {
  const payload = shipment.payload;
  return typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>).shipmentId
    : undefined;
}
