import { describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  countOpenShipments,
  countOverdueMilestones,
  homeRecentRow,
  homeShipmentRow,
  recentChanges,
  upcomingWeek,
  weekMovements,
  type HomeFigures,
  type HomeMovement,
  type ShipmentListSource,
} from '@rumbo/domain';
import { serverWithOperator, signedIn } from './test-server.ts';
import { HOME_PATH, HOME_WEEK_PATH, wholeShipments } from './figures-fixtures.ts';

type WeekPage = {
  page: number;
  totalItems: number;
  totalPages: number;
  asOf: string;
  items: HomeMovement[];
};

const env = serverWithOperator();

/** The home page's figures as the browser computed them from the whole lists (home-summary.ts). */
function browserHome(shipments: ShipmentListSource[], asOf: string) {
  const now = new Date(asOf);
  const { start, end } = upcomingWeek(now);
  const week = weekMovements({ shipments, now });
  return {
    asOf,
    openByMode: countOpenShipments(shipments),
    overdue: countOverdueMilestones({ shipments, now }),
    week: {
      start: start.toISOString(),
      end: end.toISOString(),
      total: week.length,
      items: week.map(({ shipment, kind, at, isDone }) => ({
        shipment: homeShipmentRow(shipment),
        kind,
        at,
        isDone,
      })),
    },
    recent: recentChanges(shipments, 6).map(homeRecentRow),
  };
}

async function allWeekPages(pb: PocketBase) {
  const pages: WeekPage[] = [];
  for (let page = 1; page === 1 || page <= pages[0]!.totalPages; page++)
    pages.push(await pb.send<WeekPage>(HOME_WEEK_PATH, { query: { page, perPage: 5 } }));
  return pages;
}

describe('the dashboard home from the server', () => {
  it.each(['staff@golfo.test', 'staff@plata.test', 'admin@rumbo.test'])(
    "equals the browser's computation on the demo data for %s",
    async (email) => {
      const pb = await signedIn(env.server.url, email);
      const shipments = await wholeShipments(pb);
      const home = await pb.send<HomeFigures>(HOME_PATH, { query: { weekLimit: 500 } });
      const expected = browserHome(shipments, home.asOf);
      expect(home).toEqual(expected);
      if (email === 'staff@golfo.test') {
        const overdue = Object.values(home.overdue).reduce((sum, it) => sum + it, 0);
        expect(overdue).toBeGreaterThan(0);
        expect(home.week.total).toBeGreaterThan(8);
        expect(home.recent).toHaveLength(6);
      }
    },
  );

  it('sends the first 8 movements of the week, and the rest a page at a time', async () => {
    const pb = await signedIn(env.server.url, 'staff@golfo.test');
    const home = await pb.send<HomeFigures>(HOME_PATH, {});
    expect(home.week.items).toHaveLength(Math.min(8, home.week.total));
    const pages = await allWeekPages(pb);
    const shipments = await wholeShipments(pb);
    const expected = browserHome(shipments, pages[0]!.asOf).week;
    expect(pages[0]!.totalItems).toBe(expected.total);
    expect(pages.flatMap((page) => page.items)).toEqual(expected.items);
  });

  it('names who saved the latest changes, from their payload', async () => {
    const pb = await signedIn(env.server.url, 'super@golfo.test');
    const [latest] = await wholeShipments(pb);
    await pb.collection(`shipments_${latest!.mode}`).update(latest!.id, {
      payload: { ...(latest!.payload as object), updatedByName: 'Marta Ruiz' },
      status: 'In progress',
    });
    const home = await pb.send<HomeFigures>(HOME_PATH, {});
    expect(home.recent[0]).toMatchObject({ id: latest!.id, updatedByName: 'Marta Ruiz' });
  });
});
