import { BUSINESS_UTC_OFFSET_MINUTES } from '../time/business-time-zone.ts';

const DAY_MS = 86_400_000;
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
const WEEK_DAYS = 7;

export type DayRange = { start: Date; end: Date };

/**
 * The seven days from today 00:00 to the same time a week later (`end` exclusive), in the
 * business time zone (six hours behind UTC, docs/decisions/006-business-time.md), so "this week"
 * is the same for everyone whatever their computer's zone. A rolling week rather than Monday
 * to Sunday: on a Friday morning the forwarder plans the coming days, not the ones already gone.
 */
export function upcomingWeek(now: Date): DayRange {
  // Shifted so that the UTC fields read the business zone's wall time.
  const wall = new Date(now.getTime() + OFFSET_MS);
  const todayWall = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  const start = new Date(todayWall - OFFSET_MS);
  return { start, end: new Date(start.getTime() + WEEK_DAYS * DAY_MS) };
}
