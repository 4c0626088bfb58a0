import { describe, expect, it } from 'vitest';
import { acknowledgeAllNotifications } from './acknowledge-all-notifications.ts';
import { makeNotification } from './notification-fixtures.ts';

const NOW = '2026-01-08T12:00:00.000Z';

describe('acknowledgeAllNotifications', () => {
  it.each([
    ['open', 'ack', NOW],
    ['ack', 'ack', '2026-01-06T16:00:00.000Z'],
    ['resolved', 'resolved', '2026-01-06T16:00:00.000Z'],
  ] as const)('%s becomes %s', (status, expected, updatedAtISO) => {
    const [result] = acknowledgeAllNotifications({
      notifications: [makeNotification({ status })],
      now: NOW,
    });
    expect(result).toMatchObject({ status: expected, updatedAtISO });
  });

  it('returns unchanged notifications as the same objects', () => {
    const ack = makeNotification({ status: 'ack' });
    expect(acknowledgeAllNotifications({ notifications: [ack], now: NOW })[0]).toBe(ack);
  });

  it('handles an empty list', () => {
    expect(acknowledgeAllNotifications({ notifications: [], now: NOW })).toEqual([]);
  });
});
