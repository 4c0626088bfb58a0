import type { ShipmentRecord } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { testState } from './notification-test-data.ts';
import { isSameNotificationSet, refreshNotificationSet } from './refresh-notification-set.ts';

// Estimate Monday 10:00 in UTC−6, due Tuesday 10:00; NOW is a day after that.
const NOW = '2026-01-07T16:00:00.000Z';
const SHIPMENTS: ShipmentRecord[] = [
  { id: 's1', mode: 'ocean', ref: 'PO-1', pickupEstimated: '2026-01-05 16:00:00.000Z' },
  { id: 'a1', mode: 'air', reference: 'PO-2', pickupEstimated: '2026-01-05 16:00:00.000Z' },
];

describe('refreshNotificationSet', () => {
  it('creates the notifications and applies what the user did on another device', () => {
    const created = refreshNotificationSet({
      existing: [],
      shipments: SHIPMENTS,
      states: [],
      now: NOW,
    });
    expect(created.map((n) => [n.id, n.status])).toEqual([
      ['N-00001', 'open'],
      ['N-00002', 'open'],
    ]);
    const seen = testState(created[1]!, { status: 'ack' });
    const merged = refreshNotificationSet({
      existing: created,
      shipments: SHIPMENTS,
      states: [seen],
      now: NOW,
    });
    expect(merged.map((n) => n.status)).toEqual(['open', 'ack']);
    expect(merged[0]).toBe(created[0]);
  });

  it('resolves an acknowledged notification once the actual date is in, whatever is stored', () => {
    const [first] = refreshNotificationSet({
      existing: [],
      shipments: SHIPMENTS,
      states: [],
      now: NOW,
    });
    const states = [testState(first!, { status: 'ack' })];
    const done = [{ ...SHIPMENTS[0]!, pickupActual: '2026-01-07 09:00:00.000Z' }, SHIPMENTS[1]!];
    const [refreshed] = refreshNotificationSet({
      existing: [{ ...first!, status: 'ack' }],
      shipments: done,
      states,
      now: NOW,
    });
    expect(refreshed).toMatchObject({ id: 'N-00001', status: 'resolved' });
  });

  it('gives back the same objects when nothing changed', () => {
    const first = refreshNotificationSet({
      existing: [],
      shipments: SHIPMENTS,
      states: [],
      now: NOW,
    });
    const again = refreshNotificationSet({
      existing: first,
      shipments: SHIPMENTS,
      states: [],
      now: NOW,
    });
    expect(isSameNotificationSet(first, again)).toBe(true);
    expect(isSameNotificationSet(first, first.slice(1))).toBe(false);
  });
});
