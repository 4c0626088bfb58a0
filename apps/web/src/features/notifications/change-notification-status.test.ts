import { describe, expect, it } from 'vitest';
import { changeNotificationStatus } from './change-notification-status.ts';
import { testNotification } from './notification-test-data.ts';

const NOW = '2026-01-08T12:00:00.000Z';

describe('changeNotificationStatus', () => {
  const open = testNotification({ id: 'N-00001' });
  const ack = testNotification({ id: 'N-00002', status: 'ack', shipmentId: 's2' });
  const resolved = testNotification({ id: 'N-00003', status: 'resolved', shipmentId: 's3' });
  const all = [open, ack, resolved];

  it('marks the chosen open notifications as seen', () => {
    const result = changeNotificationStatus({
      notifications: all,
      ids: ['N-00001'],
      to: 'ack',
      now: NOW,
    });
    expect(result.changed).toEqual([{ ...open, status: 'ack', updatedAtISO: NOW }]);
    expect(result.notifications).toEqual([result.changed[0], ack, resolved]);
  });

  it('reopens an acknowledged one', () => {
    const result = changeNotificationStatus({
      notifications: all,
      ids: ['N-00002'],
      to: 'open',
      now: NOW,
    });
    expect(result.changed).toEqual([
      { ...ack, status: 'open', updatedAtISO: NOW, lastNotifiedAt: NOW },
    ]);
  });

  it('skips moves the lifecycle does not allow', () => {
    const result = changeNotificationStatus({
      notifications: all,
      ids: ['N-00002', 'N-00003', 'N-09999'],
      to: 'ack',
      now: NOW,
    });
    expect(result.changed).toEqual([]);
    result.notifications.forEach((n, i) => expect(n).toBe(all[i]));
  });
});
