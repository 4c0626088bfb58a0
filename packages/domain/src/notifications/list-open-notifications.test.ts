import { describe, expect, it } from 'vitest';
import { listOpenNotifications } from './list-open-notifications.ts';
import { makeNotification } from './notification-fixtures.ts';

describe('listOpenNotifications', () => {
  it.each([
    [
      'only open ones',
      [
        makeNotification({ id: 'a', status: 'ack' }),
        makeNotification({ id: 'b' }),
        makeNotification({ id: 'c', status: 'resolved' }),
      ],
      ['b'],
    ],
    [
      'earliest due first',
      [
        makeNotification({ id: 'late', dueAt: '2026-01-07T00:00:00.000Z' }),
        makeNotification({ id: 'early', dueAt: '2026-01-06T00:00:00.000Z' }),
      ],
      ['early', 'late'],
    ],
    [
      'then urgent before high before normal before low',
      [
        makeNotification({ id: 'low', priority: 'low' }),
        makeNotification({ id: 'urgent', priority: 'urgent' }),
        makeNotification({ id: 'normal', priority: 'normal' }),
        makeNotification({ id: 'high', priority: 'high' }),
      ],
      ['urgent', 'high', 'normal', 'low'],
    ],
    [
      'then newest update first',
      [
        makeNotification({ id: 'old', updatedAtISO: '2026-01-06T00:00:00.000Z' }),
        makeNotification({ id: 'new', updatedAtISO: '2026-01-08T00:00:00.000Z' }),
      ],
      ['new', 'old'],
    ],
    [
      'due time beats priority',
      [
        makeNotification({
          id: 'urgent-later',
          priority: 'urgent',
          dueAt: '2026-01-07T00:00:00.000Z',
        }),
        makeNotification({ id: 'low-sooner', priority: 'low', dueAt: '2026-01-06T00:00:00.000Z' }),
      ],
      ['low-sooner', 'urgent-later'],
    ],
    [
      'unreadable times sort last',
      [
        makeNotification({ id: 'bad-due', dueAt: '' }),
        makeNotification({ id: 'ok' }),
        makeNotification({ id: 'bad-due-bad-update', dueAt: 'x', updatedAtISO: 'x' }),
      ],
      ['ok', 'bad-due', 'bad-due-bad-update'],
    ],
    ['empty', [], []],
  ])('%s', (_name, notifications, ids) => {
    expect(listOpenNotifications(notifications).map((n) => n.id)).toEqual(ids);
  });

  it('does not reorder its input', () => {
    const input = [
      makeNotification({ id: 'b', priority: 'low' }),
      makeNotification({ id: 'a', priority: 'urgent' }),
    ];
    listOpenNotifications(input);
    expect(input.map((n) => n.id)).toEqual(['b', 'a']);
  });
});
