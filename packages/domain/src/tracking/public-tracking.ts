import { listItems } from '../shipments/list-items.ts';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { instantIso, readInstant } from '../time/read-instant.ts';
import { locationTimeZone, type LocationTimeZone } from './location-time-zone.ts';
import type { TrackingMilestone } from './tracking-milestones.ts';
import {
  trackingResult,
  type TrackingResult,
  type TrackingTransport,
  type TrackingUnit,
} from './tracking-result.ts';

/** One leg of the itinerary as a customer sees it: who carries it, between where, when. */
export type PublicTrackingLeg = {
  mode: 'truck' | 'ocean' | 'air';
  carrier: string;
  /** Vessel, or the flight number on air legs. */
  vessel: string;
  voyage: string;
  from: string;
  to: string;
  fromTimeZone: LocationTimeZone;
  toTimeZone: LocationTimeZone;
  /** ISO times; '' when not set. */
  etd: string;
  atd: string;
  eta: string;
  ata: string;
};

/** A document the forwarder marked as shareable, downloadable through the link. */
export type PublicTrackingDocument = { name: string; url: string };

/**
 * What a tracking link shows (issue 37), the same for the page at `/t/{token}` and for
 * `GET /api/track/{token}`: the forwarder's brand and the shipment's code, reference, mode,
 * route, status, milestones, legs, units and shared documents. Built field by field from what
 * a customer may see: never costs, comments, parties, users or another shipment.
 */
export type PublicTracking = {
  forwarder: { name: string; logoUrl: string };
  shipment: {
    code: string;
    reference: string;
    mode: ShipmentRecord['mode'];
    origin: string;
    destination: string;
    status: string;
    isDelayed: boolean;
    transport: TrackingTransport;
    milestones: TrackingMilestone[];
    legs: PublicTrackingLeg[];
    units: TrackingUnit[];
    documents: PublicTrackingDocument[];
    /** ISO time of the shipment's last change; '' when unknown. */
    updatedAt: string;
  };
  /** When the link stops working; '' when it does not expire. */
  expiresAt: string;
};

export type PublicTrackingInput = {
  shipment: ShipmentRecord;
  forwarder: { name: string; logoUrl: string };
  documents: PublicTrackingDocument[];
  expiresAt: string;
  now: Date;
};

export function publicTracking(input: PublicTrackingInput): PublicTracking {
  const { shipment, now } = input;
  const result: TrackingResult = trackingResult(
    shipment,
    { kind: 'reference', value: '', normalized: '' },
    now,
  );
  return {
    forwarder: { name: input.forwarder.name, logoUrl: input.forwarder.logoUrl },
    shipment: {
      code: result.code,
      reference: result.reference,
      mode: result.mode,
      origin: result.origin,
      destination: result.destination,
      status: result.status,
      isDelayed: result.isDelayed,
      transport: result.transport,
      milestones: result.milestones,
      legs: legsOf(shipment),
      units: result.units,
      documents: input.documents.map(({ name, url }) => ({ name, url })),
      updatedAt: result.updatedAt,
    },
    expiresAt: input.expiresAt,
  };
}

const LEG_MODES = new Set(['truck', 'ocean', 'air']);

function legsOf(shipment: ShipmentRecord): PublicTrackingLeg[] {
  return listItems(shipment.itinerary).map((leg) => {
    const from = text(leg.departPort);
    const to = text(leg.arrivePort);
    const mode = text(leg.mode);
    return {
      mode: (LEG_MODES.has(mode) ? mode : 'truck') as PublicTrackingLeg['mode'],
      carrier: text(leg.carrier),
      vessel: text(leg.vessel),
      voyage: text(leg.voyage),
      from,
      to,
      fromTimeZone: locationTimeZone(from),
      toTimeZone: locationTimeZone(to),
      etd: iso(leg.etd),
      atd: iso(leg.atd),
      eta: iso(leg.eta),
      ata: iso(leg.ata),
    };
  });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function iso(value: unknown): string {
  const ms = readInstant(value);
  return ms === null ? '' : instantIso(value, ms);
}

/**
 * The shipment's documents marked as shared whose file is stored on it, by stored file name:
 * a list item naming a file the record no longer holds is left out.
 */
export function sharedDocuments(shipment: ShipmentRecord): { name: string; file: string }[] {
  const stored = new Set(Array.isArray(shipment.documentFiles) ? shipment.documentFiles : []);
  return listItems(shipment.documents)
    .filter((item) => item.shared === true && stored.has(item.file))
    .map((item) => ({ name: text(item.name) || text(item.file), file: text(item.file) }));
}
