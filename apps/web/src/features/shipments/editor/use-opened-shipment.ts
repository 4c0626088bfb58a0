import type { ShipmentMode } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { shipmentRecordQuery } from '#data/shipments/shipment-record-query.ts';

export type OpenedShipment =
  | { status: 'loading' }
  | { status: 'ready'; record: ModeShipment }
  | { status: 'missing' }
  | { status: 'error'; error: unknown };

/**
 * The shipment `?open={id}` names, read on its own (the lists hold only their columns): from
 * the server, or this browser's copy while it is unreachable. Realtime events write into the
 * same query, so a colleague's save shows while it is open read-only.
 */
export function useOpenedShipment(
  mode: ShipmentMode,
  id: string,
  options: { enabled?: boolean } = {},
): OpenedShipment {
  const { enabled = true } = options;
  const single = useQuery({ ...shipmentRecordQuery(mode, id), enabled });
  if (single.data) return { status: 'ready', record: single.data };
  if (single.data === null) return { status: 'missing' };
  if (single.isError) return { status: 'error', error: single.error };
  return { status: 'loading' };
}
