import { shipmentReference } from '../shipments/shipment-record.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { HomeShipment } from './home-shipment.ts';
import { shipmentRoute } from './shipment-route.ts';

/** One shipment as a line of the home page shows it. */
export type HomeShipmentRow = {
  id: string;
  mode: ShipmentMode;
  /** The reference, else the shipment code, else the id. */
  label: string;
  origin: string;
  destination: string;
  /** Ocean: the operational status, else the status; air and land: the status. */
  status: string;
  /** The record server's `updated` text. */
  updated: string;
};

/** A line of the latest changes: who saved it last, as the web app records it in the payload. */
export type HomeRecentRow = HomeShipmentRow & { updatedByName: string };

/** The home page's line of a shipment record. */
export function homeShipmentRow(shipment: HomeShipment): HomeShipmentRow {
  const code = typeof shipment.shipmentCode === 'string' ? shipment.shipmentCode : '';
  const { origin, destination } = shipmentRoute(shipment);
  return {
    id: shipment.id,
    mode: shipment.mode,
    label: shipmentReference(shipment) || code || shipment.id,
    origin,
    destination,
    status: shipmentStatus(shipment),
    updated: typeof shipment.updated === 'string' ? shipment.updated : '',
  };
}

/** The line of a latest change, naming who saved it ('' when the record has no payload). */
export function homeRecentRow(shipment: HomeShipment): HomeRecentRow {
  return { ...homeShipmentRow(shipment), updatedByName: updatedByName(shipment.payload) };
}

function shipmentStatus(shipment: HomeShipment): string {
  const status =
    shipment.mode === 'ocean' ? shipment.operationalStatus || shipment.status : shipment.status;
  return typeof status === 'string' ? status : '';
}

/** The name the web app writes into the payload on save (records keep only the user id). */
export function updatedByName(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return '';
  const name = (payload as { updatedByName?: unknown }).updatedByName;
  return typeof name === 'string' ? name : '';
}
