import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../seed/build-demo-data.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import { SHIPMENT_MODES } from '../collections/shipment-mode.ts';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { deriveShipmentNotifications } from './derive-shipment-notifications.ts';
import { addOverdueByPriority, overdueCountAt, overdueDueTimes } from './overdue-due-times.ts';
import type { NotificationPriority } from '../collections/notification-priority.ts';

const NOW = new Date('2026-11-25T17:00:00Z');
const DEMO = buildDemoData({ now: NOW, random: mulberry32(11) });
const SHIPMENTS: ShipmentRecord[] = SHIPMENT_MODES.flatMap((mode) =>
  DEMO[`shipments_${mode}`].map((record) => ({ ...record, id: String(record.id), mode })),
);
const HOUR = 3_600_000;
const zero = (): Record<NotificationPriority, number> => ({
  urgent: 0,
  high: 0,
  normal: 0,
  low: 0,
});

describe('overdueDueTimes', () => {
  // From a week before the demo's day to two weeks after it: priorities move as time passes.
  it.each([-168, -30, 0, 1, 25, 49, 73, 200, 336])(
    'gives the notifications rule its counts by priority %i hours from the demo day',
    (hours) => {
      const now = new Date(NOW.getTime() + hours * HOUR);
      const expected = zero();
      const fromDueTimes = zero();
      let total = 0;
      for (const shipment of SHIPMENTS) {
        const drafts = deriveShipmentNotifications({ shipment, now });
        for (const draft of drafts) expected[draft.priority] += 1;
        const dueTimes = overdueDueTimes(shipment);
        addOverdueByPriority(fromDueTimes, dueTimes, now.getTime());
        expect(overdueCountAt(dueTimes, now.getTime())).toBe(drafts.length);
        total += drafts.length;
      }
      expect(fromDueTimes).toEqual(expected);
      if (hours === 0) expect(total).toBeGreaterThan(5);
    },
  );

  it('gives none for a closed shipment and the due times of open milestones in order', () => {
    const shipment: ShipmentRecord = {
      id: 's1',
      mode: 'air',
      pickupEstimated: '2026-03-10 18:00:00.000Z',
      airportDepartureEstimated: '2026-03-02 18:00:00.000Z',
      airportArrivalEstimated: '2026-03-03 18:00:00.000Z',
      airportArrivalActual: '2026-03-04 18:00:00.000Z',
    };
    const dueTimes = overdueDueTimes(shipment);
    expect(dueTimes.map((ms) => new Date(ms).toISOString())).toEqual([
      '2026-03-03T18:00:00.000Z',
      '2026-03-11T18:00:00.000Z',
    ]);
    expect(overdueDueTimes({ ...shipment, status: 'Cancelado' })).toEqual([]);
  });
});
