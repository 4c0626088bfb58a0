import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopProbing } from '#data/sync-engine.ts';
import '#lib/i18n.ts';
import { pb } from '#lib/pocketbase.ts';
import { theme } from '#lib/theme.ts';
import { DashboardHome } from './dashboard-home.tsx';

const DAY_MS = 86_400_000;
const recordDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

type Lists = Partial<Record<'shipments_ocean' | 'shipments_air' | 'shipments_land', object[]>>;

// Only the SDK's list call is stubbed: everything from the repository up runs as in the app.
// Only the SDK's page call is stubbed (shipments are read page by page; these fit in one):
// everything from the repository up runs as in the app.
function serveShipments(lists: Lists | Error) {
  for (const collection of ['shipments_ocean', 'shipments_air', 'shipments_land'] as const) {
    const getList = vi.spyOn(pb.collection(collection), 'getList');
    if (lists instanceof Error) getList.mockRejectedValue(lists);
    else {
      const items = lists[collection] ?? [];
      const pages = { page: 1, perPage: 500, totalItems: items.length, totalPages: 1 };
      getList.mockResolvedValue({ ...pages, items } as never);
    }
  }
}

function signIn() {
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '');
  const payload = { id: 'user00000000001', type: 'authRecord', exp: 4102444800 };
  const model = { id: 'user00000000001', company: 'company00000001', email: 'staff@golfo.test' };
  pb.authStore.save(`${encode({ alg: 'HS256' })}.${encode(payload)}.sig`, model as never);
}

function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <DashboardHome />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('DashboardHome', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    stopProbing();
    pb.authStore.clear();
  });

  it('shows open shipments per mode, each linking to its screen', async () => {
    const now = Date.now();
    serveShipments({
      shipments_ocean: [
        {
          id: 'o1',
          company: 'company00000001',
          ref: 'PO-1',
          operationalStatus: 'In progress',
          created: recordDate(now),
          updated: recordDate(now),
        },
        {
          id: 'o2',
          company: 'company00000001',
          ref: 'PO-2',
          operationalStatus: 'Finished',
          created: recordDate(now),
          updated: recordDate(now),
        },
      ],
      shipments_air: [
        {
          id: 'a1',
          company: 'company00000001',
          reference: 'PO-3',
          status: 'In creation',
          created: recordDate(now),
          updated: recordDate(now),
        },
      ],
    });
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
    const now = Date.now();
    serveShipments({
      shipments_air: [
        {
          id: 'a1',
          company: 'company00000001',
          reference: 'LATE',
          status: 'In progress',
          pickupEstimated: recordDate(now - 20 * DAY_MS),
          created: recordDate(now - 30 * DAY_MS),
          updated: recordDate(now),
        },
      ],
    });
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
    serveShipments({
      shipments_land: [
        {
          id: 'l1',
          company: 'company00000001',
          ref: 'PO-777',
          status: 'In progress',
          origin: 'Monterrey',
          destination: 'Puebla',
          pickupEta: recordDate(now),
          created: recordDate(now - DAY_MS),
          updated: recordDate(now - 2 * 3_600_000),
          payload: { updatedByName: 'Ana Ruiz' },
        },
      ],
    });
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

  it('says so when there is nothing yet', async () => {
    serveShipments({});
    renderHome();
    expect(await screen.findByText('No shipments yet.')).toBeInTheDocument();
    expect(screen.getByText('No departures or arrivals this week.')).toBeInTheDocument();
    expect(
      screen.getByText('No overdue milestones. Every actual date is up to date.'),
    ).toBeInTheDocument();
  });

  it('explains when shipments cannot be loaded and no local copy exists', async () => {
    serveShipments(new ClientResponseError(new TypeError('Failed to fetch')));
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some shipments could not be loaded. Check the connection and reload the page.',
    );
  });
});
