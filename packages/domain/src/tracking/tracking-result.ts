import { shipmentReference, type ShipmentRecord } from '../shipments/shipment-record.ts';
import { instantIso, readInstant } from '../time/read-instant.ts';
import { trackingMilestones, type TrackingMilestone } from './tracking-milestones.ts';
import { listItems } from '../shipments/list-items.ts';
import type { TrackedNumber } from './tracked-numbers.ts';

/** How the shipment travels: vessel and voyage, flight, or truck. */
export type TrackingTransport =
  | { kind: 'vessel'; vessel: string; voyage: string; carrier: string }
  | { kind: 'flight'; flight: string; carrier: string }
  | { kind: 'truck'; vehicle: string; carrier: string };

/** A container (ocean) or ULD (air) of the shipment; '' for what it does not say. */
export type TrackingUnit = {
  kind: 'container' | 'uld';
  number: string;
  /** ISO 6346 size-type (45G1) or ULD type (AKE). */
  type: string;
  seal: string;
  pieces: number | null;
  weightKg: number | null;
};

/** What the customer sees of one shipment found by a tracking number. */
export type TrackingResult = {
  id: string;
  mode: ShipmentRecord['mode'];
  code: string;
  reference: string;
  matched: TrackedNumber;
  status: string;
  /** Ocean: port of load → port of arrival; air: airports; land: origin → destination. */
  origin: string;
  destination: string;
  transport: TrackingTransport;
  milestones: TrackingMilestone[];
  units: TrackingUnit[];
  /** Some milestone is late or overdue. */
  isDelayed: boolean;
  /** ISO time of the last change; '' when unknown. */
  updatedAt: string;
};

/** The results view of a shipment found by `matched`, at `now` (delays depend on it). */
export function trackingResult(
  shipment: ShipmentRecord,
  matched: TrackedNumber,
  now: Date,
): TrackingResult {
  const milestones = trackingMilestones(shipment, now);
  const [origin, destination] = route(shipment);
  return {
    id: shipment.id,
    mode: shipment.mode,
    code: text(shipment.shipmentCode) || text(shipment.displayCode),
    reference: shipmentReference(shipment),
    matched,
    status:
      shipment.mode === 'ocean'
        ? text(shipment.operationalStatus) || text(shipment.status)
        : text(shipment.status),
    origin,
    destination,
    transport: transport(shipment),
    milestones,
    units: units(shipment),
    isDelayed: milestones.some((milestone) => milestone.delay !== null),
    updatedAt: updatedAt(shipment),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function route(shipment: ShipmentRecord): [string, string] {
  const [from, to] =
    shipment.mode === 'ocean'
      ? ['portOfLoad', 'portOfArrival']
      : shipment.mode === 'air'
        ? ['airportOfDeparture', 'airportOfArrival']
        : ['origin', 'destination'];
  return [
    text(shipment[from]) || text(shipment.origin),
    text(shipment[to]) || text(shipment.destination),
  ];
}

function transport(shipment: ShipmentRecord): TrackingTransport {
  if (shipment.mode === 'ocean') {
    const [vessel, voyage, carrier] = [shipment.vessel, shipment.voyage, shipment.carrier];
    return { kind: 'vessel', vessel: text(vessel), voyage: text(voyage), carrier: text(carrier) };
  }
  if (shipment.mode === 'air') {
    return { kind: 'flight', flight: text(shipment.flight), carrier: text(shipment.airline) };
  }
  return { kind: 'truck', vehicle: text(shipment.vehicle), carrier: text(shipment.carrier) };
}

function units(shipment: ShipmentRecord): TrackingUnit[] {
  const containers = listItems(shipment.containersList).map((item) =>
    unit('container', item, item.number),
  );
  const ulds = listItems(shipment.uldsList).map((item) => unit('uld', item, item.uldNumber));
  return [...containers, ...ulds].filter((it) => it.number !== '');
}

function unit(
  kind: TrackingUnit['kind'],
  item: Record<string, unknown>,
  number: unknown,
): TrackingUnit {
  return {
    kind,
    number: text(number),
    type: text(item.type),
    seal: text(item.seal),
    pieces: count(item.pieces),
    weightKg: count(item.weightKg),
  };
}

function count(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function updatedAt(shipment: ShipmentRecord): string {
  for (const value of [shipment.updated, shipment.updatedAtISO]) {
    const ms = readInstant(value);
    if (ms !== null) return instantIso(value, ms);
  }
  return '';
}
