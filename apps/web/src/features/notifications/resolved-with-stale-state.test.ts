import { describe, expect, it } from 'vitest';
import { testNotification, testState } from './notification-test-data.ts';
import { resolvedWithStaleState } from './resolved-with-stale-state.ts';

describe('resolvedWithStaleState', () => {
  const resolved = testNotification({ status: 'resolved' });

  it.each([
    ['an acknowledged state of a resolved notification', [resolved], 'ack', [resolved]],
    ['a reopened state of a resolved notification', [resolved], 'open', [resolved]],
    ['a state already resolved', [resolved], 'resolved', []],
    [
      'a key with a live successor',
      [resolved, testNotification({ id: 'N-00002', status: 'open' })],
      'ack',
      [],
    ],
    ['a shipment that is only absent', [], 'ack', []],
    ['a notification still live', [testNotification({ status: 'ack' })], 'ack', []],
  ] as const)('%s', (_name, notifications, stored, expected) => {
    const states = [testState(resolved, { status: stored })];
    expect(resolvedWithStaleState(notifications, states)).toEqual(expected);
  });
});
