import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.ts';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { deriveShipmentNotifications } from './derive-shipment-notifications.ts';
import { nextNotificationChange } from './next-notification-change.ts';

// Mon 2026-01-05 10:00 in UTC−6; due Tue 2026-01-06 10:00 (16:00Z).
const ESTIMATED = '2026-01-05T16:00:00.000Z';
const DUE = '2026-01-06T16:00:00.000Z';
const HOUR = 3_600_000;
const at = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * HOUR).toISOString();

function ocean(fields: Record<string, unknown> = {}): ShipmentRecord {
  return { id: 'o1', mode: 'ocean', ref: 'OC-REF', pickupEstimated: ESTIMATED, ...fields };
}

describe('nextNotificationChange', () => {
  it.each<[string, ShipmentRecord, string, string | null]>([
    ['before due: the due time', ocean(), ESTIMATED, DUE],
    ['one ms before due', ocean(), at(DUE, -1 / HOUR), DUE],
    ['at due: normal 24 h later', ocean(), DUE, at(DUE, 24)],
    ['low: the step to normal', ocean(), at(DUE, 23), at(DUE, 24)],
    ['normal: the step to high', ocean(), at(DUE, 24), at(DUE, 48)],
    ['high: the step to urgent', ocean(), at(DUE, 60), at(DUE, 72)],
    ['urgent: nothing more', ocean(), at(DUE, 72), null],
    ['actual date entered', ocean({ pickupActual: ESTIMATED }), ESTIMATED, null],
    ['unreadable actual still counts as missing', ocean({ pickupActual: 'x' }), ESTIMATED, DUE],
    ['no estimate', ocean({ pickupEstimated: '' }), ESTIMATED, null],
    ['cancelled', ocean({ operationalStatus: 'Cancelado' }), ESTIMATED, null],
    ['closed', ocean({ status: 'cerrada' }), ESTIMATED, null],
    [
      'unknown mode',
      { id: 'x', mode: 'rail' as never, pickupEstimated: ESTIMATED },
      ESTIMATED,
      null,
    ],
    [
      'the earliest of several milestones',
      ocean({ deliveryEstimated: at(ESTIMATED, -4) }),
      at(DUE, -5),
      at(DUE, -4),
    ],
    [
      'an urgent one does not hide a later due one',
      ocean({ pickupEstimated: '2025-12-01T16:00:00.000Z', deliveryEstimated: ESTIMATED }),
      ESTIMATED,
      DUE,
    ],
    // Friday 10:00 local: due Monday 10:00 local, the weekend does not count.
    [
      'over a weekend',
      ocean({ pickupEstimated: '2026-01-09T16:00:00Z' }),
      '2026-01-10T00:00:00Z',
      '2026-01-12T16:00:00.000Z',
    ],
    [
      'land reads Eta/At',
      { id: 'l1', mode: 'land' as const, pickupEta: ESTIMATED },
      ESTIMATED,
      DUE,
    ],
  ])('%s', (_name, shipment, now, expected) => {
    expect(nextNotificationChange({ shipment, now })?.toISOString() ?? null).toBe(expected);
  });

  it('refuses a malformed now', () => {
    expect(() => nextNotificationChange({ shipment: ocean(), now: 'soon' })).toThrow(RangeError);
  });

  // What the server relies on: nothing changes before that instant, and something changes at it.
  it('agrees with the derivation on random shipments', () => {
    const random = mulberry32(18);
    const start = Date.parse('2026-03-02T00:00:00Z');
    for (let i = 0; i < 300; i++) {
      const shipment = randomShipment(random, start);
      const now = new Date(start + Math.floor(random() * 20 * 24) * HOUR);
      const next = nextNotificationChange({ shipment, now });
      const before = summary(shipment, now);
      const probe = next ? next.getTime() - 1 : now.getTime() + 30 * 24 * HOUR;
      expect(summary(shipment, new Date(probe))).toBe(before);
      if (next) expect(summary(shipment, next)).not.toBe(before);
    }
  });
});

function randomShipment(random: () => number, start: number): ShipmentRecord {
  const shipment: ShipmentRecord = { id: 'r', mode: 'air' };
  for (const base of ['pickup', 'airportDeparture', 'airportArrival', 'delivery']) {
    if (random() < 0.3) continue;
    const estimated = start + Math.floor((random() - 0.3) * 15 * 24) * HOUR;
    shipment[`${base}Estimated`] = new Date(estimated).toISOString();
    if (random() < 0.3) shipment[`${base}Actual`] = new Date(estimated).toISOString();
  }
  return shipment;
}

function summary(shipment: ShipmentRecord, now: Date): string {
  return deriveShipmentNotifications({ shipment, now })
    .map((n) => `${n.dedupKey}=${n.priority}`)
    .join(',');
}
