import {
  NOTIFICATION_PRIORITIES,
  type NotificationPage,
  type NotificationSummary,
} from '@rumbo/domain';
import type { NotificationEntry } from './notifications-context.ts';
import { matchesFilters } from './filter-notifications.ts';
import type { NotificationFilters } from './notification-filters.ts';

/**
 * The server's summary as it will be once `marked` (open notifications the user just marked as
 * seen) are stored: shown at once, before the server answers again.
 */
export function summaryWithout(
  summary: NotificationSummary,
  marked: readonly NotificationEntry[],
): NotificationSummary {
  const keys = new Set(marked.map((n) => n.dedupKey));
  const openByPriority = { ...summary.openByPriority };
  for (const { priority } of marked)
    openByPriority[priority] = Math.max(0, openByPriority[priority] - 1);
  return {
    ...summary,
    open: Math.max(0, summary.open - marked.length),
    openByPriority,
    topPriority: NOTIFICATION_PRIORITIES.find((p) => openByPriority[p] > 0) ?? null,
    items: summary.items.filter((n) => !keys.has(n.dedupKey)),
  };
}

/** The summary once every open notification matching `filters` is marked as seen. */
export function summaryWithoutMatching(
  summary: NotificationSummary,
  filters: Omit<NotificationFilters, 'view'> | null,
): NotificationSummary {
  if (filters && (filters.priority || filters.mode || filters.milestone))
    return summaryWithout(
      summary,
      summary.items.filter((n) => matchesFilters(n, filters)),
    );
  const none = { urgent: 0, high: 0, normal: 0, low: 0 };
  return { ...summary, open: 0, openByPriority: none, topPriority: null, items: [] };
}

/** A page of `query` once `moved` left its view (marked as seen, or reopened). */
export function pageWithout(
  page: NotificationPage,
  moved: readonly NotificationEntry[],
): NotificationPage {
  const keys = new Set(moved.map((n) => n.dedupKey));
  const items = page.items.filter((n) => !keys.has(n.dedupKey));
  const gone = page.items.length - items.length;
  return { ...page, items, totalItems: Math.max(0, page.totalItems - gone) };
}
