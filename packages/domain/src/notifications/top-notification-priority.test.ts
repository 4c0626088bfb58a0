import { describe, expect, it } from 'vitest';
import type { NotificationPriority } from '../collections/notification-priority.ts';
import { makeNotification } from './notification-fixtures.ts';
import { topNotificationPriority } from './top-notification-priority.ts';

describe('topNotificationPriority', () => {
  it.each([
    ['nothing', [], null],
    [
      'only ack or resolved',
      [
        makeNotification({ status: 'ack', priority: 'urgent' }),
        makeNotification({ status: 'resolved' }),
      ],
      null,
    ],
    ['single', [makeNotification({ priority: 'normal' })], 'normal'],
    [
      'most urgent open one',
      [
        makeNotification({ priority: 'low' }),
        makeNotification({ priority: 'high' }),
        makeNotification({ priority: 'urgent', status: 'ack' }),
      ],
      'high',
    ],
    [
      'unknown priority ignored',
      [makeNotification({ priority: 'bogus' as NotificationPriority })],
      null,
    ],
  ])('%s → %s', (_name, notifications, expected) => {
    expect(topNotificationPriority(notifications)).toBe(expected);
  });
});
