import {
  isShipmentClosed,
  MODE_MILESTONES,
  toDate,
  type MilestoneKey,
  type ShipmentMode,
} from '@rumbo/domain';
import type { ModeShipment } from '#data/repository-types.ts';
import { upcomingWeek } from './upcoming-week.ts';

export type MovementKind = 'departure' | 'arrival';

export type WeekMovement = {
  shipment: ModeShipment;
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

/**
 * Departures and arrivals estimated from today to a week ahead (see `upcomingWeek`), soonest
 * first. A shipment leaving and arriving within the week appears twice. Cancelled or closed
 * shipments are left out.
 */
export function weekMovements({
  shipments,
  now,
}: {
  shipments: readonly ModeShipment[];
  now: Date;
}): WeekMovement[] {
  const { start, end } = upcomingWeek(now);
  const movements: WeekMovement[] = [];
  for (const shipment of shipments) {
    if (isShipmentClosed(shipment)) continue;
    for (const kind of KINDS) {
      const fields = milestoneFields(shipment.mode, kind);
      const at = fields && toDate(shipment[fields.estimated]);
      if (!fields || !at || at < start || at >= end) continue;
      const isDone = toDate(shipment[fields.actual]) !== null;
      movements.push({ shipment, kind, at: at.toISOString(), isDone });
    }
  }
  return movements.sort((a, b) => a.at.localeCompare(b.at));
}

function milestoneFields(mode: ShipmentMode, kind: MovementKind) {
  const key = MOVEMENT_MILESTONES[mode]?.[kind];
  return MODE_MILESTONES[mode]?.find((fields) => fields.key === key);
}
