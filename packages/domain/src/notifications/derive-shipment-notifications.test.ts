import { describe, expect, it } from 'vitest';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { deriveShipmentNotifications } from './derive-shipment-notifications.ts';

// Mon 2026-01-05 10:00 in UTC−6; due Tue 2026-01-06 10:00 (16:00Z).
const ESTIMATED = '2026-01-05T16:00:00.000Z';
const DUE = '2026-01-06T16:00:00.000Z';

function ocean(fields: Record<string, unknown> = {}): ShipmentRecord {
  return { id: 'o1', mode: 'ocean', ref: 'OC-REF', pickupEstimated: ESTIMATED, ...fields };
}

describe('deriveShipmentNotifications', () => {
  it('builds an open notification for an overdue milestone', () => {
    const [notification, ...rest] = deriveShipmentNotifications({ shipment: ocean(), now: DUE });
    expect(rest).toEqual([]);
    expect(notification).toEqual({
      type: 'missing_actual_date',
      status: 'open',
      mode: 'ocean',
      shipmentId: 'o1',
      reference: 'OC-REF',
      milestone: 'pickup',
      estimatedAt: ESTIMATED,
      dueAt: DUE,
      priority: 'low',
      lastNotifiedAt: DUE,
      createdAtISO: DUE,
      updatedAtISO: DUE,
      dedupKey: `ocean:o1:pickup:${ESTIMATED}`,
    });
  });

  it.each([
    ['one ms before due', ocean(), '2026-01-06T15:59:59.999Z', []],
    ['exactly at due', ocean(), DUE, ['pickup']],
    ['actual date entered', ocean({ pickupActual: '2026-01-05T18:00:00Z' }), DUE, []],
    ['unreadable actual still missing', ocean({ pickupActual: 'yesterday' }), DUE, ['pickup']],
    ['empty actual string', ocean({ pickupActual: '' }), DUE, ['pickup']],
    ['no estimate', ocean({ pickupEstimated: '' }), DUE, []],
    ['malformed estimate', ocean({ pickupEstimated: '2026-02-30' }), DUE, []],
    ['cancelled', ocean({ operationalStatus: 'Cancelado' }), DUE, []],
    ['closed', ocean({ status: 'CERRADO' }), DUE, []],
    ['finished still notifies', ocean({ operationalStatus: 'Finished' }), DUE, ['pickup']],
    [
      'several ocean milestones in order',
      ocean({ cutOffDocEstimated: ESTIMATED, deliveryEstimated: ESTIMATED }),
      DUE,
      ['pickup', 'cutOffDoc', 'delivery'],
    ],
    [
      'air departure and arrival',
      { id: 'a1', mode: 'air', airportDepartureEstimated: ESTIMATED, airportArrivalEstimated: DUE },
      DUE,
      ['departure'],
    ],
    [
      'land uses Eta/At',
      { id: 'l1', mode: 'land', pickupEta: ESTIMATED, deliveryEta: ESTIMATED, deliveryAt: DUE },
      DUE,
      ['pickup'],
    ],
    [
      'fields of another mode are ignored',
      { id: 'l2', mode: 'land', pickupEstimated: ESTIMATED },
      DUE,
      [],
    ],
    // Friday 10:00 local is due Monday 10:00 local: nothing over the weekend.
    [
      'weekend does not count',
      ocean({ pickupEstimated: '2026-01-09T16:00:00Z' }),
      '2026-01-11T23:00:00Z',
      [],
    ],
    [
      'due after the weekend',
      ocean({ pickupEstimated: '2026-01-09T16:00:00Z' }),
      '2026-01-12T16:00:00Z',
      ['pickup'],
    ],
    [
      'unknown mode yields nothing',
      { id: 'x', mode: 'rail' } as unknown as ShipmentRecord,
      DUE,
      [],
    ],
    ['prototype key as mode', { id: 'x', mode: 'toString' } as unknown as ShipmentRecord, DUE, []],
  ])('%s', (_name, shipment, now, milestones) => {
    const notifications = deriveShipmentNotifications({
      shipment: shipment as ShipmentRecord,
      now,
    });
    expect(notifications.map((n) => n.milestone)).toEqual(milestones);
  });

  it.each([
    ['just due', DUE, 'low'],
    ['24 h late', '2026-01-07T16:00:00Z', 'normal'],
    ['48 h late', '2026-01-08T16:00:00Z', 'high'],
    ['72 h late', '2026-01-09T16:00:00Z', 'urgent'],
  ])('priority when %s is %s', (_name, now, priority) => {
    expect(deriveShipmentNotifications({ shipment: ocean(), now })[0]?.priority).toBe(priority);
  });

  it('normalises the estimate in the key, whatever its spelling', () => {
    const shipment = ocean({ pickupEstimated: '2026-01-05 10:00:00-06:00' });
    expect(deriveShipmentNotifications({ shipment, now: DUE })[0]?.dedupKey).toBe(
      `ocean:o1:pickup:${ESTIMATED}`,
    );
  });

  it('reads the reference from `reference` when present', () => {
    const shipment = ocean({ reference: 'VIEW-REF' });
    expect(deriveShipmentNotifications({ shipment, now: DUE })[0]?.reference).toBe('VIEW-REF');
  });

  it('throws for a malformed now', () => {
    expect(() => deriveShipmentNotifications({ shipment: ocean(), now: 'now' })).toThrow(
      RangeError,
    );
  });
});
