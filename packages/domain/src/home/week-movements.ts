import type { MilestoneKey } from '../milestones/milestone-key.ts';
import { MODE_MILESTONES } from '../milestones/mode-milestones.ts';
import { isShipmentClosed } from '../shipments/is-shipment-closed.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import { isReadableInstant, readInstant } from '../time/read-instant.ts';
import type { HomeShipment } from './home-shipment.ts';
import { upcomingWeek } from './upcoming-week.ts';

export type MovementKind = 'departure' | 'arrival';

/** A shipment's estimated departure (ETD) or arrival (ETA), whatever the day. */
export type ShipmentMovement = {
  kind: MovementKind;
  /** The estimated time, ISO 8601. */
  at: string;
  atMs: number;
  /** The actual date has been entered: it already happened. */
  isDone: boolean;
};

export type WeekMovement<S = HomeShipment> = {
  shipment: S;
  kind: MovementKind;
  /** The estimated time (ETD or ETA), ISO 8601. */
  at: string;
  /** The actual date has been entered: it already happened. */
  isDone: boolean;
};

/** Which milestone is each mode's departure (ETD) and arrival (ETA). */
const MOVEMENT_MILESTONES: Record<ShipmentMode, Record<MovementKind, MilestoneKey>> = {
  ocean: { departure: 'portOfLoadDeparture', arrival: 'portOfArrivalArrival' },
  air: { departure: 'departure', arrival: 'arrival' },
  land: { departure: 'pickup', arrival: 'delivery' },
};

const KINDS: readonly MovementKind[] = ['departure', 'arrival'];
const NONE: readonly ShipmentMovement[] = Object.freeze([]);

/**
 * The shipment's estimated departure and arrival with a readable date, departure first; none
 * for a cancelled or closed shipment. It does not depend on the time: a week's movements are
 * these, kept when they fall in the week (`movementsInWeek`).
 */
export function shipmentMovements(shipment: HomeShipment): readonly ShipmentMovement[] {
  if (isShipmentClosed(shipment)) return NONE;
  const movements: ShipmentMovement[] = [];
  for (const kind of KINDS) {
    const fields = milestoneFields(shipment.mode, kind);
    // Read as `toDate` reads dates; the record server's own date texts without parsing them.
    const atMs = fields ? readInstant(shipment[fields.estimated]) : null;
    if (!fields || atMs === null) continue;
    const isDone = isReadableInstant(shipment[fields.actual]);
    movements.push({ kind, at: new Date(atMs).toISOString(), atMs, isDone });
  }
  return movements.length === 0 ? NONE : movements;
}

/**
 * Of shipments with their movements (`shipmentMovements`), those estimated from today to a week
 * ahead (see `upcomingWeek`), soonest first; equal times keep the shipments' order, departure
 * before arrival.
 */
export function movementsInWeek<S>(
  shipments: Iterable<{ shipment: S; movements: readonly ShipmentMovement[] }>,
  now: Date,
): WeekMovement<S>[] {
  const { start, end } = upcomingWeek(now);
  const [from, until] = [start.getTime(), end.getTime()];
  const found: { movement: WeekMovement<S>; atMs: number }[] = [];
  for (const { shipment, movements } of shipments)
    for (const { kind, at, atMs, isDone } of movements)
      if (atMs >= from && atMs < until)
        found.push({ movement: { shipment, kind, at, isDone }, atMs });
  return found.sort((a, b) => a.atMs - b.atMs).map(({ movement }) => movement);
}

/**
 * Departures and arrivals estimated from today to a week ahead (see `upcomingWeek`), soonest
 * first. A shipment leaving and arriving within the week appears twice. Cancelled or closed
 * shipments are left out.
 */
export function weekMovements<S extends HomeShipment>({
  shipments,
  now,
}: {
  shipments: readonly S[];
  now: Date;
}): WeekMovement<S>[] {
  return movementsInWeek(
    shipments.map((shipment) => ({ shipment, movements: shipmentMovements(shipment) })),
    now,
  );
}

function milestoneFields(mode: ShipmentMode, kind: MovementKind) {
  const key = MOVEMENT_MILESTONES[mode]?.[kind];
  return MODE_MILESTONES[mode]?.find((fields) => fields.key === key);
}
