import type { MilestoneKey } from '../milestones/milestone-key.ts';
import { MODE_MILESTONES } from '../milestones/mode-milestones.ts';
import { instantIso, readInstant } from '../time/read-instant.ts';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { locationTimeZone, type LocationTimeZone } from './location-time-zone.ts';

/**
 * Why a milestone is highlighted: done later than estimated (`late`), or its estimate passed
 * with no actual time yet (`overdue`); `minutes` is by how much, at least 1.
 */
export type TrackingDelay = { kind: 'late' | 'overdue'; minutes: number };

/** One step of the timeline, in the time zone of the place it happens at. */
export type TrackingMilestone = {
  key: MilestoneKey;
  /** Where it happens, as the shipment writes it; '' when the shipment does not say. */
  location: string;
  timeZone: LocationTimeZone;
  /** ISO times; '' when not set. */
  estimatedAt: string;
  actualAt: string;
  delay: TrackingDelay | null;
};

type Located = { key: MilestoneKey; places: readonly string[] };

/** The fields naming where each milestone happens, the most precise first. */
const MILESTONE_PLACES: Readonly<Record<ShipmentRecord['mode'], readonly Located[]>> = {
  ocean: [
    { key: 'pickup', places: ['pickupLocation', 'origin'] },
    { key: 'cutOffDoc', places: ['portOfLoad', 'origin'] },
    { key: 'cutOffPhy', places: ['portOfLoad', 'origin'] },
    { key: 'portOfLoadArrival', places: ['portOfLoad', 'origin'] },
    { key: 'portOfLoadDeparture', places: ['portOfLoad', 'origin'] },
    { key: 'portOfArrivalArrival', places: ['portOfArrival', 'destination'] },
    { key: 'warehouseRelease', places: ['warehouseLocation', 'portOfArrival', 'destination'] },
    { key: 'delivery', places: ['deliveryLocation', 'destination'] },
  ],
  air: [
    { key: 'pickup', places: ['pickupLocation', 'origin'] },
    { key: 'departure', places: ['airportOfDeparture', 'origin'] },
    { key: 'arrival', places: ['airportOfArrival', 'destination'] },
    { key: 'delivery', places: ['deliveryLocation', 'destination'] },
  ],
  land: [
    { key: 'pickup', places: ['pickupLocation', 'origin'] },
    { key: 'delivery', places: ['deliveryLocation', 'destination'] },
  ],
};

/**
 * The shipment's milestones in order, each with its place and that place's time zone, its
 * estimated and actual times and its delay at `now`. Milestones with neither time (an unused
 * cut-off) are left out.
 */
export function trackingMilestones(shipment: ShipmentRecord, now: Date): TrackingMilestone[] {
  const milestones: TrackingMilestone[] = [];
  for (const fields of MODE_MILESTONES[shipment.mode] ?? []) {
    const estimatedMs = readInstant(shipment[fields.estimated]);
    const actualMs = readInstant(shipment[fields.actual]);
    if (estimatedMs === null && actualMs === null) continue;
    const location = placeOf(shipment, fields.key);
    milestones.push({
      key: fields.key,
      location,
      timeZone: locationTimeZone(location),
      estimatedAt: iso(shipment[fields.estimated], estimatedMs),
      actualAt: iso(shipment[fields.actual], actualMs),
      delay: delayOf(estimatedMs, actualMs, now.getTime()),
    });
  }
  return milestones;
}

function placeOf(shipment: ShipmentRecord, key: MilestoneKey): string {
  const located = MILESTONE_PLACES[shipment.mode]?.find((it) => it.key === key);
  for (const field of located?.places ?? []) {
    const value = shipment[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

function iso(value: unknown, ms: number | null): string {
  return ms === null ? '' : instantIso(value, ms);
}

const MINUTE_MS = 60_000;

function delayOf(
  estimated: number | null,
  actual: number | null,
  now: number,
): TrackingDelay | null {
  if (estimated === null) return null;
  const [kind, end] = actual === null ? (['overdue', now] as const) : (['late', actual] as const);
  const minutes = Math.floor((end - estimated) / MINUTE_MS);
  return minutes >= 1 ? { kind, minutes } : null;
}
