import {
  FIGURE_PATHS,
  homeEntry,
  homeFigures,
  homeWeek,
  type ShipmentListSource,
} from '@rumbo/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopProbing } from '#data/sync/sync-engine.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { signInAs } from '#test/sign-in.ts';
import { DashboardHome } from './dashboard-home.tsx';

const DAY_MS = 86_400_000;
const recordDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

/**
 * Only the SDK's `send` is stubbed: the figures routes answer what the server computes, here
 * with the domain's own rules over `shipments`; everything from the data layer up runs as in
 * the app.
 */
function serveFigures(shipments: ShipmentListSource[] | Error) {
  return vi.spyOn(pb, 'send').mockImplementation(async (path, options) => {
    if (shipments instanceof Error) throw shipments;
    const now = new Date();
    const entries = shipments.map(homeEntry);
    if (path === FIGURE_PATHS.home) return homeFigures(entries, now) as never;
    if (path === FIGURE_PATHS.homeWeek) {
      const { page = 1, perPage = 50 } = (options?.query ?? {}) as {
        page?: number;
        perPage?: number;
      };
      const week = homeWeek(entries, now);
      const items = week.slice((page - 1) * perPage, page * perPage);
      const totalPages = Math.ceil(week.length / perPage);
      return {
        page,
        perPage,
        totalItems: week.length,
        totalPages,
        asOf: now.toISOString(),
        items,
      } as never;
    }
    throw new Error(`Unexpected request ${path}`);
  });
}

function shipment(
  mode: ShipmentListSource['mode'],
  fields: Record<string, unknown>,
): ShipmentListSource {
  const now = Date.now();
  return {
    mode,
    created: recordDate(now),
    updated: recordDate(now),
    status: 'In progress',
    ...fields,
  } as ShipmentListSource;
}

function renderHome() {
  renderAs(<DashboardHome />, { signedIn: 'keep', showLocation: false });
}

describe('DashboardHome', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs();
  });

  afterEach(() => {
    // Unmounted first: a query still running must not reach the network once `send` is restored.
    cleanup();
    vi.restoreAllMocks();
    stopProbing();
    pb.authStore.clear();
  });

  it('asks the server for its figures and never downloads the shipment lists', async () => {
    const send = serveFigures([shipment('air', { id: 'a1', reference: 'PO-3' })]);
    const lists = ['shipments_ocean', 'shipments_air', 'shipments_land'].flatMap((name) => [
      vi.spyOn(pb.collection(name), 'getList'),
      vi.spyOn(pb.collection(name), 'getFullList'),
    ]);
    renderHome();
    expect(await screen.findByRole('link', { name: 'Air: 1 open shipments' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(FIGURE_PATHS.home, expect.anything());
    for (const list of lists) expect(list).not.toHaveBeenCalled();
  });

  it('shows open shipments per mode, each linking to its screen', async () => {
    serveFigures([
      shipment('ocean', { id: 'o1', ref: 'PO-1', operationalStatus: 'In progress' }),
      shipment('ocean', { id: 'o2', ref: 'PO-2', operationalStatus: 'Finished' }),
      shipment('air', { id: 'a1', reference: 'PO-3', status: 'In creation' }),
    ]);
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as staff@golfo.test')).toBeInTheDocument();
    const ocean = await screen.findByRole('link', { name: 'Ocean: 1 open shipments' });
    expect(ocean).toHaveAttribute('href', '/dashboard/shipments/ocean');
    expect(screen.getByRole('link', { name: 'Air: 1 open shipments' })).toHaveAttribute(
      'href',
      '/dashboard/shipments/air',
    );
    expect(screen.getByRole('link', { name: 'Land: 0 open shipments' })).toHaveAttribute(
      'href',
      '/dashboard/shipments/land',
    );
  });

  it('links each overdue priority to the notifications filtered on it', async () => {
    serveFigures([
      shipment('air', {
        id: 'a1',
        reference: 'LATE',
        pickupEstimated: recordDate(Date.now() - 20 * DAY_MS),
      }),
    ]);
    renderHome();
    const urgent = await screen.findByRole('link', { name: 'Urgent: 1 overdue milestones' });
    expect(urgent).toHaveAttribute('href', '/dashboard/notifications?priority=urgent');
    expect(screen.getByRole('link', { name: 'Low: 0 overdue milestones' })).toHaveAttribute(
      'href',
      '/dashboard/notifications?priority=low',
    );
    expect(screen.getByText('1 overdue')).toBeInTheDocument();
  });

  it("lists this week's departures and the latest changes, opening the shipment", async () => {
    const now = Date.now();
    serveFigures([
      shipment('land', {
        id: 'l1',
        ref: 'PO-777',
        origin: 'Monterrey',
        destination: 'Puebla',
        pickupEta: recordDate(now),
        updated: recordDate(now - 2 * 3_600_000),
        payload: { updatedByName: 'Ana Ruiz' },
      }),
    ]);
    renderHome();
    const week = await screen.findByRole('region', { name: 'Departing or arriving this week' });
    expect(await within(week).findByRole('link', { name: 'PO-777' })).toHaveAttribute(
      'href',
      '/dashboard/shipments/land?open=l1',
    );
    expect(within(week).getByText('Monterrey → Puebla')).toBeInTheDocument();
    expect(within(week).getByText('Departure')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent changes' });
    expect(within(recent).getByRole('link', { name: 'PO-777' })).toHaveAttribute(
      'href',
      '/dashboard/shipments/land?open=l1',
    );
    expect(within(recent).getByText('In progress · by Ana Ruiz')).toBeInTheDocument();
    expect(within(recent).getByText('2 h ago')).toBeInTheDocument();
  });

  it('shows all of a usual week at once', async () => {
    const now = Date.now();
    const shipments = Array.from({ length: 30 }, (_, index) =>
      shipment('land', {
        id: `l${index}`,
        ref: `PO-${1000 + index}`,
        pickupEta: recordDate(now + index * 60_000),
      }),
    );
    serveFigures(shipments);
    renderHome();
    const week = await screen.findByRole('region', { name: 'Departing or arriving this week' });
    await within(week).findByRole('link', { name: 'PO-1000' });
    expect(within(week).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(week).getByRole('button', { name: 'Show all 30' }));
    expect(await within(week).findByRole('link', { name: 'PO-1029' })).toBeInTheDocument();
    expect(within(week).getAllByRole('listitem')).toHaveLength(30);
  });

  it('shows the first movements of a busy week and reads the rest a page at a time', async () => {
    const now = Date.now();
    const shipments = Array.from({ length: 210 }, (_, index) =>
      shipment('land', {
        id: `l${index}`,
        ref: `PO-${1000 + index}`,
        pickupEta: recordDate(now + index * 60_000),
      }),
    );
    const send = serveFigures(shipments);
    renderHome();
    const week = await screen.findByRole('region', { name: 'Departing or arriving this week' });
    await within(week).findByRole('link', { name: 'PO-1000' });
    expect(within(week).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(week).getByRole('button', { name: 'Show more (8 of 210)' }));
    expect(await within(week).findByRole('link', { name: 'PO-1199' })).toBeInTheDocument();
    expect(within(week).getAllByRole('listitem')).toHaveLength(200);
    await userEvent.click(within(week).getByRole('button', { name: 'Show more (200 of 210)' }));
    expect(await within(week).findByRole('link', { name: 'PO-1209' })).toBeInTheDocument();
    expect(within(week).getAllByRole('listitem')).toHaveLength(210);
    expect(send.mock.calls.filter(([path]) => path === FIGURE_PATHS.homeWeek)).toHaveLength(2);
    await userEvent.click(within(week).getByRole('button', { name: 'Show fewer' }));
    expect(within(week).getAllByRole('listitem')).toHaveLength(8);
  });

  it('says so when there is nothing yet', async () => {
    serveFigures([]);
    renderHome();
    expect(await screen.findByText('No shipments yet.')).toBeInTheDocument();
    expect(screen.getByText('No departures or arrivals this week.')).toBeInTheDocument();
    expect(
      screen.getByText('No overdue milestones. Every actual date is up to date.'),
    ).toBeInTheDocument();
  });

  it('explains when the figures cannot be loaded and no local copy exists', async () => {
    serveFigures(new ClientResponseError(new TypeError('Failed to fetch')));
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some shipments could not be loaded. Check the connection and reload the page.',
    );
  });
});
