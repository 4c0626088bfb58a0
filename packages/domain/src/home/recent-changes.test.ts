import { describe, expect, it } from 'vitest';
import { byLatestUpdate, recentChanges } from './recent-changes.ts';
import { testShipment } from './test-shipment.ts';

describe('recentChanges', () => {
  it('gives the latest updated shipments first, up to the limit', () => {
    const shipments = [
      testShipment('air', { id: 'a', updated: '2026-03-01 10:00:00.000Z' }),
      testShipment('land', { id: 'b', updated: '2026-03-03 10:00:00.000Z' }),
      testShipment('ocean', { id: 'c', updated: '2026-03-02 10:00:00.000Z' }),
    ];
    expect(recentChanges(shipments, 2).map((shipment) => shipment.id)).toEqual(['b', 'c']);
    expect(shipments.map((shipment) => shipment.id)).toEqual(['a', 'b', 'c']);
  });

  it('orders shipments saved at the same time by id', () => {
    const at = '2026-03-01 10:00:00.000Z';
    const shipments = ['y', 'x', 'z'].map((id) => testShipment('air', { id, updated: at }));
    expect(recentChanges(shipments, 3).map((shipment) => shipment.id)).toEqual(['x', 'y', 'z']);
  });

  it.each([0, 1, 6, 250])('keeps the same %i a full sort would, in one pass', (limit) => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const shipments = Array.from({ length: 200 }, (_, index) =>
      testShipment('ocean', {
        id: `s${Math.floor(random() * 1e6)}-${index}`,
        updated: `2026-03-0${1 + Math.floor(random() * 3)} 10:00:00.000Z`,
      }),
    );
    const sorted = [...shipments].sort(byLatestUpdate).slice(0, limit);
    expect(recentChanges(shipments, limit)).toEqual(sorted);
  });
});
