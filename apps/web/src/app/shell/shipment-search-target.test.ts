import { describe, expect, it } from 'vitest';
import { shipmentSearchTarget } from './shipment-search-target.ts';

describe('shipmentSearchTarget', () => {
  it.each([
    [
      'the ocean screen',
      '/dashboard/shipments/ocean',
      'OCN2026',
      '/dashboard/shipments/ocean?search=OCN2026',
    ],
    ['the air screen', '/dashboard/shipments/air', 'AWB', '/dashboard/shipments/air?search=AWB'],
    ['the land screen', '/dashboard/shipments/land', 'LND', '/dashboard/shipments/land?search=LND'],
    [
      'the dashboard home (ocean by default)',
      '/dashboard',
      'x',
      '/dashboard/shipments/ocean?search=x',
    ],
    [
      'partners (ocean by default)',
      '/dashboard/partners',
      'x',
      '/dashboard/shipments/ocean?search=x',
    ],
    [
      'an unknown mode (ocean)',
      '/dashboard/shipments/rail',
      'x',
      '/dashboard/shipments/ocean?search=x',
    ],
    ['a look-alike path', '/dashboard/shipments-air', 'x', '/dashboard/shipments/ocean?search=x'],
    [
      'trimmed text',
      '/dashboard/shipments/air',
      '  maersk  ',
      '/dashboard/shipments/air?search=maersk',
    ],
    [
      'text needing encoding',
      '/dashboard',
      'A&B #1',
      '/dashboard/shipments/ocean?search=A%26B+%231',
    ],
  ])('from %s', (_name, pathname, text, expected) => {
    expect(shipmentSearchTarget(pathname, text)).toBe(expected);
  });

  it.each(['', '   ', '\t\n', undefined, null, 42])('does not submit %j', (text) => {
    expect(shipmentSearchTarget('/dashboard/shipments/air', text)).toBeNull();
  });
});
