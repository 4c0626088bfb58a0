import {
  NOTIFICATION_PRIORITIES,
  notificationPriorityRank,
  type NotificationPriority,
} from '../collections/notification-priority.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { MilestoneKey } from '../milestones/milestone-key.ts';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../time/business-time-zone.ts';

/** The digest goes at 08:00 business time (UTC−6) on working days (issue 37)… */
export const DIGEST_HOUR = 8;
/**
 * …and is still made until noon by an instance that was down at eight; after that the day's
 * digest is skipped rather than sent in the afternoon, when it would tell stale news.
 */
export const DIGEST_LAST_HOUR = 12;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SHIFT_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** Monday to Friday in the business zone (no holidays, as working hours count them). */
function isWorkingDay(wallMs: number): boolean {
  const day = new Date(wallMs).getUTCDay();
  return day !== 0 && day !== 6;
}

/**
 * The business date (`YYYY-MM-DD`) whose digest is due at `now`: a working day between 08:00
 * and noon business time; null at any other time.
 */
export function digestDay(now: Date): string | null {
  const wall = now.getTime() + SHIFT_MS;
  const hour = Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
  if (!isWorkingDay(wall) || hour < DIGEST_HOUR || hour >= DIGEST_LAST_HOUR) return null;
  return new Date(wall).toISOString().slice(0, 10);
}

/** The next moment a digest is due after `now` (now itself while one is due). */
export function nextDigestAt(now: Date): Date {
  if (digestDay(now)) return now;
  const wall = now.getTime() + SHIFT_MS;
  let day = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  for (let i = 0; i < 8; i += 1, day += DAY_MS) {
    const at = day + DIGEST_HOUR * HOUR_MS;
    if (at > wall && isWorkingDay(at)) return new Date(at - SHIFT_MS);
  }
  throw new Error('unreachable: a working day comes within a week');
}

/** One overdue milestone in a digest, from the company's open notifications. */
export type DigestItem = {
  shipmentId: string;
  mode: ShipmentMode;
  code: string;
  reference: string;
  milestone: MilestoneKey;
  priority: NotificationPriority;
  /** ISO: when the actual date became overdue. */
  dueAt: string;
};

export type DigestSection = { priority: NotificationPriority; items: DigestItem[] };

/**
 * A digest's body: the overdue milestones by priority (urgent first, SPEC §9), each section by
 * due time, oldest first; priorities with nothing are left out. Empty when nothing is overdue,
 * and then no digest is sent.
 */
export function digestSections(items: readonly DigestItem[]): DigestSection[] {
  const sorted = [...items].sort(
    (a, b) =>
      notificationPriorityRank(a.priority) - notificationPriorityRank(b.priority) ||
      Date.parse(a.dueAt) - Date.parse(b.dueAt) ||
      a.shipmentId.localeCompare(b.shipmentId),
  );
  return NOTIFICATION_PRIORITIES.map((priority) => ({
    priority,
    items: sorted.filter((item) => item.priority === priority),
  })).filter((section) => section.items.length > 0);
}
