import { describe, expect, it } from 'vitest';
import { notificationDedupKey } from './notification-dedup-key.ts';

describe('notificationDedupKey', () => {
  it.each([
    [
      {
        mode: 'ocean',
        shipmentId: 'abc',
        milestone: 'pickup',
        estimatedAt: '2026-01-05T16:00:00.000Z',
      },
      'ocean:abc:pickup:2026-01-05T16:00:00.000Z',
    ],
    [
      {
        mode: 'land',
        shipmentId: 'S-0001',
        milestone: 'delivery',
        estimatedAt: '2026-02-01T00:00:00.000Z',
      },
      'land:S-0001:delivery:2026-02-01T00:00:00.000Z',
    ],
  ] as const)('%j → %s', (input, expected) => {
    expect(notificationDedupKey(input)).toBe(expected);
  });
});
