import { describe, expect, it } from 'vitest';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import type { MilestoneNotification } from './milestone-notification.ts';
import { makeNotification } from './notification-fixtures.ts';
import { reconcileNotifications } from './reconcile-notifications.ts';

// Estimate Mon 2026-01-05 10:00 UTC−6, due Tue 10:00; NOW is 24 h after due (priority normal).
const ESTIMATED = '2026-01-05T16:00:00.000Z';
const NOW = '2026-01-07T16:00:00.000Z';
const KEY = `ocean:s1:pickup:${ESTIMATED}`;

function shipment(fields: Record<string, unknown> = {}): ShipmentRecord {
  return { id: 's1', mode: 'ocean', ref: 'REF-1', pickupEstimated: ESTIMATED, ...fields };
}

type Summary = Pick<MilestoneNotification, 'id' | 'status' | 'priority' | 'dedupKey'>;

function summarise(notifications: MilestoneNotification[]): Summary[] {
  return notifications.map(({ id, status, priority, dedupKey }) => ({
    id,
    status,
    priority,
    dedupKey,
  }));
}

describe('reconcileNotifications', () => {
  it.each<[string, MilestoneNotification[], ShipmentRecord[], string, Summary[]]>([
    [
      'creates an open notification',
      [],
      [shipment()],
      NOW,
      [{ id: 'N-00001', status: 'open', priority: 'normal', dedupKey: KEY }],
    ],
    ['nothing before the due time', [], [shipment()], '2026-01-06T15:00:00.000Z', []],
    [
      'keeps an acknowledged one acknowledged',
      [makeNotification({ status: 'ack' })],
      [shipment()],
      NOW,
      [{ id: 'N-00001', status: 'ack', priority: 'normal', dedupKey: KEY }],
    ],
    [
      'resolves when the actual date is entered',
      [makeNotification()],
      [shipment({ pickupActual: '2026-01-07T10:00:00Z' })],
      NOW,
      [{ id: 'N-00001', status: 'resolved', priority: 'low', dedupKey: KEY }],
    ],
    [
      'resolves an acknowledged one when the actual date is entered',
      [makeNotification({ status: 'ack' })],
      [shipment({ pickupActual: '2026-01-07T10:00:00Z' })],
      NOW,
      [{ id: 'N-00001', status: 'resolved', priority: 'low', dedupKey: KEY }],
    ],
    [
      'resolves when the due time is not reached',
      [makeNotification()],
      [shipment()],
      '2026-01-06T15:00:00.000Z',
      [{ id: 'N-00001', status: 'resolved', priority: 'low', dedupKey: KEY }],
    ],
    [
      'resolves when the shipment is cancelled',
      [makeNotification()],
      [shipment({ operationalStatus: 'Cancelled' })],
      NOW,
      [{ id: 'N-00001', status: 'resolved', priority: 'low', dedupKey: KEY }],
    ],
    [
      'a changed estimate resolves the old key and opens a new one',
      [makeNotification({ status: 'ack' })],
      [shipment({ pickupEstimated: '2026-01-05T18:00:00.000Z' })],
      NOW,
      [
        { id: 'N-00001', status: 'resolved', priority: 'low', dedupKey: KEY },
        {
          id: 'N-00002',
          status: 'open',
          priority: 'low',
          dedupKey: 'ocean:s1:pickup:2026-01-05T18:00:00.000Z',
        },
      ],
    ],
    ['removes notifications of deleted shipments', [makeNotification()], [], NOW, []],
    [
      'a shipment with the same id in another mode does not count',
      [makeNotification()],
      [{ id: 's1', mode: 'air' }],
      NOW,
      [],
    ],
    [
      'a recurring condition replaces a resolved notification with a new one',
      [makeNotification({ status: 'resolved', id: 'N-00009' })],
      [shipment()],
      NOW,
      [{ id: 'N-00010', status: 'open', priority: 'normal', dedupKey: KEY }],
    ],
    [
      'a resolved one stays resolved while nothing is overdue',
      [makeNotification({ status: 'resolved' })],
      [shipment({ pickupActual: ESTIMATED })],
      NOW,
      [{ id: 'N-00001', status: 'resolved', priority: 'low', dedupKey: KEY }],
    ],
    [
      'keeps only the first live notification of a key',
      [makeNotification({ id: 'N-00001' }), makeNotification({ id: 'N-00002', status: 'ack' })],
      [shipment()],
      NOW,
      [{ id: 'N-00001', status: 'open', priority: 'normal', dedupKey: KEY }],
    ],
    [
      'numbers new ids after the highest existing one, ignoring foreign ids',
      [
        makeNotification({ id: 'N-00041', status: 'resolved', dedupKey: 'old' }),
        makeNotification({ id: 'legacy', status: 'resolved', dedupKey: 'x' }),
      ],
      [shipment()],
      NOW,
      [
        { id: 'N-00041', status: 'resolved', priority: 'low', dedupKey: 'old' },
        { id: 'legacy', status: 'resolved', priority: 'low', dedupKey: 'x' },
        { id: 'N-00042', status: 'open', priority: 'normal', dedupKey: KEY },
      ],
    ],
  ])('%s', (_name, existing, shipments, now, expected) => {
    expect(summarise(reconcileNotifications({ existing, shipments, now }))).toEqual(expected);
  });

  it('creates notifications in shipment and milestone order', () => {
    const shipments: ShipmentRecord[] = [
      shipment({ deliveryEstimated: ESTIMATED }),
      { id: 'l1', mode: 'land', ref: 'L', pickupEta: ESTIMATED },
    ];
    const result = reconcileNotifications({ existing: [], shipments, now: NOW });
    expect(result.map((n) => [n.id, n.mode, n.milestone])).toEqual([
      ['N-00001', 'ocean', 'pickup'],
      ['N-00002', 'ocean', 'delivery'],
      ['N-00003', 'land', 'pickup'],
    ]);
  });

  it('notifies again when an open notification escalates', () => {
    const [result] = reconcileNotifications({
      existing: [makeNotification()],
      shipments: [shipment()],
      now: NOW,
    });
    expect(result).toEqual(
      makeNotification({ priority: 'normal', lastNotifiedAt: NOW, updatedAtISO: NOW }),
    );
  });

  it('updates an acknowledged one silently', () => {
    const existing = [makeNotification({ status: 'ack' })];
    const [result] = reconcileNotifications({
      existing,
      shipments: [shipment({ ref: 'NEW' })],
      now: NOW,
    });
    expect(result).toEqual(
      makeNotification({ status: 'ack', priority: 'normal', reference: 'NEW', updatedAtISO: NOW }),
    );
  });

  it('returns an unchanged notification as the same object', () => {
    const current = makeNotification({ priority: 'normal' });
    const [result] = reconcileNotifications({
      existing: [current],
      shipments: [shipment()],
      now: NOW,
    });
    expect(result).toBe(current);
  });

  it('throws for a malformed now', () => {
    expect(() => reconcileNotifications({ existing: [], shipments: [], now: '' })).toThrow(
      RangeError,
    );
  });
});
