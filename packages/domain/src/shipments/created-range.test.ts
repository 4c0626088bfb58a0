import { describe, expect, it } from 'vitest';
import { shipmentCreatedRange } from './created-range.ts';

describe('shipmentCreatedRange', () => {
  it.each([
    [{}, { from: null, to: null }],
    [
      { dateFrom: '2026-03-10', dateTo: '2026-03-10' },
      { from: '2026-03-10T06:00:00.000Z', to: '2026-03-11T05:59:59.999Z' },
    ],
    [{ dateFrom: '2026-03-10T08:00:00Z' }, { from: '2026-03-10T08:00:00.000Z', to: null }],
    [{ dateTo: '2026-03-10T08:00:00Z' }, { from: null, to: '2026-03-10T08:00:00.000Z' }],
    [
      { dateFrom: 'soon', dateTo: '' },
      { from: null, to: null },
    ],
  ])('%j → %j', (bounds, expected) => {
    expect(shipmentCreatedRange(bounds)).toEqual(expected);
  });
});
