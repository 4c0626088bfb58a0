import { describe, expect, it } from 'vitest';
import { countOverdueMilestones } from './count-overdue-milestones.ts';
import { testShipment } from './test-shipment.ts';

// Wednesday 2026-03-11 12:00 business time (UTC−6).
const now = '2026-03-11T18:00:00.000Z';

describe('countOverdueMilestones', () => {
  it('counts each overdue milestone once, by priority', () => {
    const shipments = [
      // Estimated Mon 2 Mar 12:00 → due Tue 3 Mar 12:00 → 192 h overdue: urgent.
      testShipment('air', { pickupEstimated: '2026-03-02 18:00:00.000Z' }),
      // Due Mon 9 Mar 12:00 → 48 h overdue: high. Its delivery has an actual date: not overdue.
      testShipment('land', {
        pickupEta: '2026-03-06 18:00:00.000Z',
        deliveryEta: '2026-03-02 18:00:00.000Z',
        deliveryAt: '2026-03-03 10:00:00.000Z',
      }),
      // Due Wed 11 Mar 06:00 → 6 h overdue: low. POL departure due Thu: not yet.
      testShipment('ocean', {
        pickupEstimated: '2026-03-10 12:00:00.000Z',
        portOfLoadDepartureEstimated: '2026-03-11 12:00:00.000Z',
      }),
    ];
    expect(countOverdueMilestones({ shipments, now })).toEqual({
      urgent: 1,
      high: 1,
      normal: 0,
      low: 1,
    });
  });

  it('ignores cancelled shipments', () => {
    const shipments = [
      testShipment('air', { status: 'Cancelled', pickupEstimated: '2026-03-02 18:00:00.000Z' }),
    ];
    expect(countOverdueMilestones({ shipments, now })).toEqual({
      urgent: 0,
      high: 0,
      normal: 0,
      low: 0,
    });
  });
});
