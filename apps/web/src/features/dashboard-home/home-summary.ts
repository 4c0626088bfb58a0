import type { ShipmentMode } from '@rumbo/domain';
import type { ModeShipment } from '#data/repository-types.ts';
import { countOpenShipments } from './count-open-shipments.ts';
import { countOverdueMilestones, type OverdueCounts } from './count-overdue-milestones.ts';
import { recentChanges } from './recent-changes.ts';
import { weekMovements, type WeekMovement } from './week-movements.ts';

export type HomeSummary = {
  openByMode: Record<ShipmentMode, number>;
  overdue: OverdueCounts;
  week: WeekMovement[];
  recent: ModeShipment[];
};

// Enough to see what moved this morning without turning the home page into a list screen.
export const RECENT_CHANGES_LIMIT = 6;

/** Everything the home page shows, from the user's shipments at `now`. */
export function homeSummary({
  shipments,
  now,
}: {
  shipments: readonly ModeShipment[];
  now: Date;
}): HomeSummary {
  return {
    openByMode: countOpenShipments(shipments),
    overdue: countOverdueMilestones({ shipments, now }),
    week: weekMovements({ shipments, now }),
    recent: recentChanges(shipments, RECENT_CHANGES_LIMIT),
  };
}
