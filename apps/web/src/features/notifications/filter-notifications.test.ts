import { describe, expect, it } from 'vitest';
import { filterNotifications } from './filter-notifications.ts';
import type { NotificationFilters } from './notification-filters.ts';
import { testNotification } from './notification-test-data.ts';

const ALL: NotificationFilters = { view: 'open', priority: null, mode: null, milestone: null };

const NOTIFICATIONS = [
  testNotification({ id: 'late-low', dueAt: '2026-01-06T18:00:00.000Z' }),
  testNotification({ id: 'urgent-air', mode: 'air', priority: 'urgent', milestone: 'departure' }),
  testNotification({ id: 'early-land', mode: 'land', dueAt: '2026-01-05T16:00:00.000Z' }),
  testNotification({ id: 'seen-old', status: 'ack', updatedAtISO: '2026-01-07T00:00:00.000Z' }),
  testNotification({ id: 'seen-new', status: 'ack', updatedAtISO: '2026-01-08T00:00:00.000Z' }),
  testNotification({ id: 'gone', status: 'resolved' }),
];

describe('filterNotifications', () => {
  it.each<[string, Partial<NotificationFilters>, string[]]>([
    ['open ones in due, then priority order', {}, ['early-land', 'urgent-air', 'late-low']],
    ['by priority', { priority: 'urgent' }, ['urgent-air']],
    ['by mode', { mode: 'land' }, ['early-land']],
    ['by milestone', { milestone: 'departure' }, ['urgent-air']],
    ['criteria combine', { mode: 'air', priority: 'low' }, []],
    ['acknowledged ones, latest first', { view: 'ack' }, ['seen-new', 'seen-old']],
  ])('%s', (_name, filters, ids) => {
    const shown = filterNotifications(NOTIFICATIONS, { ...ALL, ...filters });
    expect(shown.map((n) => n.id)).toEqual(ids);
  });
});
