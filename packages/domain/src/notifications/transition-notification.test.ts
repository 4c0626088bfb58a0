import { describe, expect, it } from 'vitest';
import type { NotificationStatus } from './milestone-notification.ts';
import { makeNotification } from './notification-fixtures.ts';
import { canTransitionNotification, transitionNotification } from './transition-notification.ts';

const NOW = '2026-01-08T12:00:00.000Z';

describe('canTransitionNotification', () => {
  it.each([
    ['open', 'ack', true],
    ['open', 'resolved', true],
    ['ack', 'open', true],
    ['ack', 'resolved', true],
    ['open', 'open', false],
    ['ack', 'ack', false],
    ['resolved', 'open', false],
    ['resolved', 'ack', false],
    ['resolved', 'resolved', false],
    ['bogus', 'open', false],
    ['toString', 'open', false],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(canTransitionNotification(from as NotificationStatus, to as NotificationStatus)).toBe(
      expected,
    );
  });
});

describe('transitionNotification', () => {
  it('marks an open notification as seen', () => {
    const result = transitionNotification({
      notification: makeNotification(),
      to: 'ack',
      now: NOW,
    });
    expect(result).toEqual({
      ok: true,
      value: makeNotification({ status: 'ack', updatedAtISO: NOW }),
    });
  });

  it('notifies again on reopen', () => {
    const notification = makeNotification({ status: 'ack' });
    const result = transitionNotification({ notification, to: 'open', now: NOW });
    expect(result).toEqual({
      ok: true,
      value: makeNotification({ status: 'open', updatedAtISO: NOW, lastNotifiedAt: NOW }),
    });
  });

  it.each([
    ['open', 'open'],
    ['resolved', 'open'],
    ['resolved', 'ack'],
  ] as const)('rejects %s → %s', (from, to) => {
    const result = transitionNotification({
      notification: makeNotification({ status: from }),
      to,
      now: NOW,
    });
    expect(result).toEqual({
      ok: false,
      code: 'notification_invalid_transition',
      message: `Cannot change a notification from ${from} to ${to}.`,
    });
  });

  it('does not modify its input', () => {
    const notification = makeNotification();
    transitionNotification({ notification, to: 'resolved', now: NOW });
    expect(notification).toEqual(makeNotification());
  });
});
