import { overdueDueTimes, addOverdueByPriority } from '../notifications/overdue-due-times.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { OverdueCounts } from './count-overdue-milestones.ts';
import type { HomeShipment } from './home-shipment.ts';
import {
  homeShipmentRow,
  updatedByName,
  type HomeRecentRow,
  type HomeShipmentRow,
} from './home-shipment-row.ts';
import { isShipmentOpen } from '../shipments/is-shipment-open.ts';
import { recentChanges } from './recent-changes.ts';
import { upcomingWeek } from './upcoming-week.ts';
import {
  movementsInWeek,
  shipmentMovements,
  type ShipmentMovement,
  type WeekMovement,
} from './week-movements.ts';

/**
 * What the home page needs of one shipment, none of it depending on the time: the line it
 * shows, whether it is open, its planned departure and arrival, and the due times of its open
 * milestones (`overdueDueTimes`). The server keeps one per shipment; figures at any time are
 * read from these (`homeFigures`).
 */
export type HomeEntry = {
  row: HomeShipmentRow;
  /** Who saved it last, from the payload ('' when read without it: the server adds it later). */
  updatedByName: string;
  isOpen: boolean;
  movements: readonly ShipmentMovement[];
  dueTimes: readonly number[];
};

export type HomeMovement = WeekMovement<HomeShipmentRow>;

/** Everything the home page shows at `asOf`. */
export type HomeFigures = {
  asOf: string;
  openByMode: Record<ShipmentMode, number>;
  overdue: OverdueCounts;
  week: {
    /** The week's first instant and the instant after its last (`upcomingWeek`), ISO. */
    start: string;
    end: string;
    total: number;
    /** The first movements of the week, soonest first (see `HomeFiguresOptions.weekLimit`). */
    items: HomeMovement[];
  };
  recent: HomeRecentRow[];
};

export type HomeFiguresOptions = {
  /** How many of the week's movements come with the figures (the rest are asked page by page). */
  weekLimit?: number;
};

// Enough to see what moved this morning without turning the home page into a list screen.
export const RECENT_CHANGES_LIMIT = 6;
export const HOME_WEEK_LIMIT = 8;

export function homeEntry(shipment: HomeShipment): HomeEntry {
  return {
    row: homeShipmentRow(shipment),
    updatedByName: updatedByName(shipment.payload),
    isOpen: isShipmentOpen(shipment),
    movements: shipmentMovements(shipment),
    dueTimes: overdueDueTimes(shipment),
  };
}

/**
 * The home page's figures at `now` over the entries of the user's shipments, in the lists'
 * order: open shipments per mode (`isShipmentOpen`), overdue milestones by priority (as the
 * notifications rules derive them, seen ones included), the week's departures and arrivals
 * (`movementsInWeek`) and the latest changes (`recentChanges`). One pass per figure.
 */
export function homeFigures(
  entries: readonly HomeEntry[],
  now: Date,
  { weekLimit = HOME_WEEK_LIMIT }: HomeFiguresOptions = {},
): HomeFigures {
  const nowMs = now.getTime();
  const openByMode: Record<ShipmentMode, number> = { ocean: 0, air: 0, land: 0 };
  const overdue: OverdueCounts = { urgent: 0, high: 0, normal: 0, low: 0 };
  for (const entry of entries) {
    if (entry.isOpen) openByMode[entry.row.mode] += 1;
    if (entry.dueTimes.length > 0) addOverdueByPriority(overdue, entry.dueTimes, nowMs);
  }
  const week = homeWeek(entries, now);
  const { start, end } = upcomingWeek(now);
  return {
    asOf: now.toISOString(),
    openByMode,
    overdue,
    week: {
      start: start.toISOString(),
      end: end.toISOString(),
      total: week.length,
      items: week.slice(0, Math.max(0, weekLimit)),
    },
    recent: recentRows(entries),
  };
}

/** The latest changes, with who saved each (a scan of references, then the few lines built). */
function recentRows(entries: readonly HomeEntry[]): HomeRecentRow[] {
  const rows = recentChanges(
    entries.map((entry) => entry.row),
    RECENT_CHANGES_LIMIT,
  );
  const wanted = new Set(rows);
  const names = new Map<HomeShipmentRow, string>();
  for (const entry of entries) if (wanted.has(entry.row)) names.set(entry.row, entry.updatedByName);
  return rows.map((row) => ({ ...row, updatedByName: names.get(row) ?? '' }));
}

/** Every departure and arrival of the week at `now`, soonest first. */
export function homeWeek(entries: readonly HomeEntry[], now: Date): HomeMovement[] {
  return movementsInWeek(
    entries.map((entry) => ({ shipment: entry.row, movements: entry.movements })),
    now,
  );
}
