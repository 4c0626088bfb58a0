import type { NotificationItem, NotificationSummary } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { testNotification } from './notification-test-data.ts';
import {
  pageWithout,
  summaryWithout,
  summaryWithoutMatching,
} from './server-notification-cache.ts';

const item = (n: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  ...testNotification({ id: `n${n}`, shipmentId: `s${n}` }),
  company: 'golfo',
  stateId: '',
  ...overrides,
});

const URGENT = item(1, { priority: 'urgent' });
const NORMAL = item(2, { priority: 'normal' });
const AIR = item(3, { priority: 'normal', mode: 'air', milestone: 'departure' });
const SUMMARY: NotificationSummary = {
  open: 40,
  openByPriority: { urgent: 1, high: 0, normal: 39, low: 0 },
  topPriority: 'urgent',
  items: [URGENT, NORMAL, AIR],
  overdue: { urgent: 1, high: 0, normal: 39, low: 0 },
};

describe('the server answers as they will be after a mark', () => {
  it('a marked notification leaves the count, its priority and the items; the colour follows', () => {
    expect(summaryWithout(SUMMARY, [URGENT])).toEqual({
      ...SUMMARY,
      open: 39,
      openByPriority: { urgent: 0, high: 0, normal: 39, low: 0 },
      topPriority: 'normal',
      items: [NORMAL, AIR],
    });
  });

  it('marking all empties the summary; marking by filter takes out the matching items', () => {
    expect(summaryWithoutMatching(SUMMARY, null)).toMatchObject({
      open: 0,
      topPriority: null,
      items: [],
    });
    const byMode = summaryWithoutMatching(SUMMARY, {
      priority: null,
      mode: 'air',
      milestone: null,
    });
    expect(byMode.items).toEqual([URGENT, NORMAL]);
    expect(byMode.open).toBe(39);
  });

  it('a page loses the moved notifications and counts them out of its total', () => {
    const page = { page: 1, perPage: 30, totalItems: 40, totalPages: 2, items: [URGENT, NORMAL] };
    expect(pageWithout(page, [NORMAL, AIR])).toEqual({ ...page, totalItems: 39, items: [URGENT] });
  });
});
