import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../seed/build-demo-data.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import { SHIPMENT_MODES } from '../collections/shipment-mode.ts';
import { countOpenShipments } from './count-open-shipments.ts';
import { countOverdueMilestones } from './count-overdue-milestones.ts';
import { homeEntry, homeFigures, homeWeek } from './home-figures.ts';
import type { HomeShipment } from './home-shipment.ts';
import { homeRecentRow, homeShipmentRow } from './home-shipment-row.ts';
import { recentChanges } from './recent-changes.ts';
import { weekMovements } from './week-movements.ts';

const NOW = new Date('2026-11-25T17:00:00Z');
const DEMO = buildDemoData({ now: NOW, random: mulberry32(5) });
// Each record saved at its own time, as a server would have them.
const SHIPMENTS: HomeShipment[] = SHIPMENT_MODES.flatMap((mode) =>
  DEMO[`shipments_${mode}`].map((record, index) => ({
    ...record,
    id: String(record.id),
    mode,
    updated: new Date(NOW.getTime() - index * 7_200_000).toISOString().replace('T', ' '),
  })),
);
const ENTRIES = SHIPMENTS.map(homeEntry);
const DAY = 86_400_000;

describe('homeFigures', () => {
  it.each([-3, 0, 1, 4, 10])(
    'gives what the page computed from whole records, %i days from the demo day',
    (days) => {
      const now = new Date(NOW.getTime() + days * DAY);
      const figures = homeFigures(ENTRIES, now, { weekLimit: 3 });
      const week = weekMovements({ shipments: SHIPMENTS, now });
      expect(figures.openByMode).toEqual(countOpenShipments(SHIPMENTS));
      expect(figures.overdue).toEqual(countOverdueMilestones({ shipments: SHIPMENTS, now }));
      expect(figures.week.total).toBe(week.length);
      const movement = (it: {
        shipment: { id: string };
        kind: string;
        at: string;
        isDone: boolean;
      }) => [it.shipment.id, it.kind, it.at, it.isDone];
      expect(homeWeek(ENTRIES, now).map(movement)).toEqual(week.map(movement));
      expect(figures.week.items.map(movement)).toEqual(week.slice(0, 3).map(movement));
      expect(figures.recent).toEqual(recentChanges(SHIPMENTS, 6).map(homeRecentRow));
      expect(figures.asOf).toBe(now.toISOString());
    },
  );

  it('has overdue milestones, open shipments and movements to compare on the demo day', () => {
    const figures = homeFigures(ENTRIES, NOW);
    const overdue = Object.values(figures.overdue).reduce((sum, count) => sum + count, 0);
    expect(overdue).toBeGreaterThan(3);
    expect(figures.openByMode.ocean).toBeGreaterThan(3);
    expect(figures.week.total).toBeGreaterThan(3);
  });
});

describe('homeShipmentRow', () => {
  it('labels a shipment by reference, code or id and names who saved it', () => {
    const row = homeRecentRow({
      id: 'x1',
      mode: 'ocean',
      shipmentCode: 'OCN-1',
      status: 'In progress',
      operationalStatus: 'In transit',
      portOfLoad: 'Shanghai',
      updated: '2026-03-01 10:00:00.000Z',
      payload: { updatedByName: 'Ana' },
    });
    expect(row).toEqual({
      id: 'x1',
      mode: 'ocean',
      label: 'OCN-1',
      origin: 'Shanghai',
      destination: '',
      status: 'In transit',
      updated: '2026-03-01 10:00:00.000Z',
      updatedByName: 'Ana',
    });
    expect(homeShipmentRow({ id: 'x2', mode: 'air', ref: ' PO-7 ' }).label).toBe('PO-7');
    expect(homeShipmentRow({ id: 'x3', mode: 'land' }).label).toBe('x3');
  });
});
