import { describe, expect, it } from 'vitest';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { milestonePerformance } from './milestone-performance.ts';

// Monday 2 March 2026, noon in Mexico City.
const NOW = new Date('2026-03-02T18:00:00.000Z');
// Friday 27 February, 10:00 in Mexico City: due Monday 2 March, 10:00 (16:00Z).
const FRIDAY = '2026-02-27T16:00:00.000Z';

describe('milestonePerformance', () => {
  it.each<[string, Omit<ShipmentRecord, 'id'>, { onTime: number; late: number; overdue: number }]>([
    ['nothing entered', { mode: 'air' }, { onTime: 0, late: 0, overdue: 0 }],
    [
      'done before the estimate',
      { mode: 'air', pickupEstimated: FRIDAY, pickupActual: '2026-02-27T10:00:00.000Z' },
      { onTime: 1, late: 0, overdue: 0 },
    ],
    [
      'done over the weekend, before the due time',
      { mode: 'air', pickupEstimated: FRIDAY, pickupActual: '2026-03-02T15:59:59.000Z' },
      { onTime: 1, late: 0, overdue: 0 },
    ],
    [
      'done exactly at the due time',
      { mode: 'air', pickupEstimated: FRIDAY, pickupActual: '2026-03-02 16:00:00.000Z' },
      { onTime: 1, late: 0, overdue: 0 },
    ],
    [
      'done after the due time',
      { mode: 'air', pickupEstimated: FRIDAY, pickupActual: '2026-03-02T16:00:01.000Z' },
      { onTime: 0, late: 1, overdue: 0 },
    ],
    [
      'an actual without estimate is not counted',
      { mode: 'air', pickupActual: '2026-03-02T16:00:01.000Z' },
      { onTime: 0, late: 0, overdue: 0 },
    ],
    [
      'open past the due time is overdue',
      { mode: 'air', pickupEstimated: FRIDAY, airportDepartureEstimated: FRIDAY },
      { onTime: 0, late: 0, overdue: 2 },
    ],
    [
      'open but not yet due',
      { mode: 'air', pickupEstimated: '2026-03-01T16:00:00.000Z' },
      { onTime: 0, late: 0, overdue: 0 },
    ],
    [
      'a cancelled shipment has nothing overdue',
      { mode: 'air', status: 'Cancelada', pickupEstimated: FRIDAY },
      { onTime: 0, late: 0, overdue: 0 },
    ],
    [
      'land milestones read …Eta / …At',
      {
        mode: 'land',
        pickupEta: FRIDAY,
        pickupAt: '2026-03-03T00:00:00.000Z',
        deliveryEta: FRIDAY,
      },
      { onTime: 0, late: 1, overdue: 1 },
    ],
    [
      'fields of another mode are not read',
      { mode: 'land', pickupEstimated: FRIDAY },
      { onTime: 0, late: 0, overdue: 0 },
    ],
  ])('%s', (_name, record, expected) => {
    expect(milestonePerformance({ id: 'x', ...record } as ShipmentRecord, NOW)).toEqual(expected);
  });

  it('reads each call at its own now', () => {
    const record: ShipmentRecord = { id: 'x', mode: 'air', pickupEstimated: FRIDAY };
    expect(milestonePerformance(record, new Date('2026-03-02T15:00:00.000Z')).overdue).toBe(0);
    expect(milestonePerformance(record, NOW).overdue).toBe(1);
  });
});
