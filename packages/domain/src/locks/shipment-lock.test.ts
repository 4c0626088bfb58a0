import { describe, expect, it } from 'vitest';
import {
  isShipmentLockExpired,
  shipmentLockExpiresAt,
  type ShipmentLock,
} from './shipment-lock.ts';

const LOCKED_AT = '2026-01-05T10:00:00.000Z';

function lock(overrides: Partial<ShipmentLock> = {}): ShipmentLock {
  return {
    userId: 'u1',
    userName: 'Ana',
    lockedAtISO: LOCKED_AT,
    hasPendingChanges: false,
    ...overrides,
  };
}

describe('isShipmentLockExpired', () => {
  it.each([
    ['just taken', lock(), '2026-01-05T10:00:00.000Z', false],
    ['9 min 59 s', lock(), '2026-01-05T10:09:59.999Z', false],
    ['10 min', lock(), '2026-01-05T10:10:00.000Z', true],
    [
      'pending changes keep it',
      lock({ hasPendingChanges: true }),
      '2026-01-06T09:59:59.999Z',
      false,
    ],
    [
      'pending changes not renewed for 24 h',
      lock({ hasPendingChanges: true }),
      '2026-01-06T10:00:00.000Z',
      true,
    ],
    [
      'unreadable time, even with pending changes',
      lock({ lockedAtISO: '', hasPendingChanges: true }),
      '2026-01-05T10:00:00.000Z',
      true,
    ],
    ['unreadable time', lock({ lockedAtISO: '' }), '2026-01-05T10:00:00.000Z', true],
    [
      'across midnight',
      lock({ lockedAtISO: '2026-12-31T23:55:00.000Z' }),
      '2027-01-01T00:04:00.000Z',
      false,
    ],
  ])('%s → %s', (_name, current, now, expected) => {
    expect(isShipmentLockExpired({ lock: current, now: new Date(now) })).toBe(expected);
  });
});

describe('shipmentLockExpiresAt', () => {
  it.each([
    ['without pending changes: 10 minutes', false, '2026-01-05T10:10:00.000Z'],
    ['with pending changes: the 24 h ceiling', true, '2026-01-06T10:00:00.000Z'],
  ])('%s', (_name, hasPendingChanges, expected) => {
    const now = new Date(LOCKED_AT);
    const expiresAt = shipmentLockExpiresAt({ hasPendingChanges, now });
    expect(expiresAt.toISOString()).toBe(expected);
    // The same instant is where isShipmentLockExpired turns true.
    const written = lock({ hasPendingChanges });
    expect(isShipmentLockExpired({ lock: written, now: new Date(expiresAt.getTime() - 1) })).toBe(
      false,
    );
    expect(isShipmentLockExpired({ lock: written, now: expiresAt })).toBe(true);
  });
});
