import { describe, expect, it } from 'vitest';
import { acquireShipmentLock } from './acquire-shipment-lock.ts';
import type { ShipmentLock } from './shipment-lock.ts';

const NOW = '2026-01-05T10:05:00.000Z';
const HELD: ShipmentLock = {
  userId: 'u1',
  userName: 'Ana',
  lockedAtISO: '2026-01-05T10:00:00.000Z',
  hasPendingChanges: true,
};

describe('acquireShipmentLock', () => {
  it.each([
    [
      'free',
      null,
      'u2',
      {
        ok: true,
        lock: { userId: 'u2', userName: 'Luis', lockedAtISO: NOW, hasPendingChanges: false },
      },
    ],
    ['held by someone else', HELD, 'u2', { ok: false, owner: { userId: 'u1', userName: 'Ana' } }],
    [
      'expired',
      { ...HELD, hasPendingChanges: false, lockedAtISO: '2026-01-05T09:55:00.000Z' },
      'u2',
      {
        ok: true,
        lock: { userId: 'u2', userName: 'Luis', lockedAtISO: NOW, hasPendingChanges: false },
      },
    ],
    [
      'renewed by its holder',
      HELD,
      'u1',
      { ok: true, lock: { ...HELD, userName: 'Luis', lockedAtISO: NOW } },
    ],
  ])('%s', (_name, lock, userId, expected) => {
    expect(acquireShipmentLock({ lock, userId, userName: 'Luis', now: NOW })).toEqual(expected);
  });

  it('throws for a malformed now', () => {
    expect(() => acquireShipmentLock({ lock: null, userId: 'u', userName: 'U', now: 'x' })).toThrow(
      RangeError,
    );
  });
});
