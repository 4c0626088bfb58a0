import { describe, expect, it } from 'vitest';
import { mergeNotificationStates } from './merge-notification-states.ts';
import { testNotification, testState } from './notification-test-data.ts';

const CHANGED_AT = '2026-01-07T10:00:00.000Z';

describe('mergeNotificationStates', () => {
  it('marks an open notification seen when another device did', () => {
    const open = testNotification();
    const [merged] = mergeNotificationStates([open], [testState(open, { status: 'ack' })]);
    expect(merged).toEqual({ ...open, status: 'ack', updatedAtISO: CHANGED_AT });
  });

  it('reopens an acknowledged one, notifying again', () => {
    const ack = testNotification({ status: 'ack' });
    const [merged] = mergeNotificationStates([ack], [testState(ack, { status: 'open' })]);
    expect(merged).toEqual({
      ...ack,
      status: 'open',
      updatedAtISO: CHANGED_AT,
      lastNotifiedAt: CHANGED_AT,
    });
  });

  it.each([
    ['a resolved notification stays resolved', 'resolved', 'ack'],
    ['a stored resolved is not applied to a live one', 'open', 'resolved'],
    ['the same status changes nothing', 'ack', 'ack'],
  ] as const)('%s', (_name, local, stored) => {
    const notification = testNotification({ status: local });
    const [merged] = mergeNotificationStates(
      [notification],
      [testState(notification, { status: stored })],
    );
    expect(merged).toBe(notification);
  });

  it('leaves notifications without a stored state as they are', () => {
    const mine = testNotification();
    const other = testNotification({ id: 'N-00002', shipmentId: 's2' });
    const merged = mergeNotificationStates([mine, other], [testState(other)]);
    expect(merged[0]).toBe(mine);
    expect(merged[1]).toMatchObject({ id: 'N-00002', status: 'ack' });
  });

  it('falls back to the notification time when the stored time is missing', () => {
    const open = testNotification();
    const [merged] = mergeNotificationStates([open], [testState(open, { statusChangedAt: '' })]);
    expect(merged).toMatchObject({ status: 'ack', updatedAtISO: open.updatedAtISO });
  });
});
