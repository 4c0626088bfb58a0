import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ClientResponseError, type ListResult } from 'pocketbase';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModeShipment } from '#data/repository-types.ts';
import { useCompanyShipments } from '#data/shipments/use-company-shipments.ts';
import { stopProbing } from '#data/sync-engine.ts';
import { pb } from '#lib/pocketbase.ts';
import {
  giveElementsHeight,
  listQueryClient,
  oceanRecord,
  renderAt,
  signInTestUser,
  TEST_COMPANY,
} from './list-test-render.tsx';
import { ShipmentsListPage } from './shipments-list-page.tsx';

const PAGE = 500;
const TOTAL = 1200;
const DAY_MS = 86_400_000;

// Newest first, as the server lists them: 1,200 shipments, one a day back from today.
const SHIPMENTS: ModeShipment[] = Array.from({ length: TOTAL }, (_, index) =>
  oceanRecord({
    shipmentCode: `OCN2026${String(TOTAL - index).padStart(5, '0')}`,
    created: new Date(Date.now() - index * DAY_MS).toISOString().replace('T', ' '),
  }),
);

type Deferred = { resolve: () => void; reject: (error: unknown) => void };

/**
 * Only the SDK's page call is stubbed: the first page answers at once with the count, later
 * pages when the test releases them, so what the list shows in between can be looked at.
 */
function servePages() {
  const held = new Map<number, Deferred>();
  const getList = vi
    .spyOn(pb.collection('shipments_ocean'), 'getList')
    .mockImplementation((page = 1, perPage = PAGE) => {
      const answer = {
        page,
        perPage,
        totalItems: page === 1 ? TOTAL : -1,
        totalPages: page === 1 ? Math.ceil(TOTAL / perPage) : -1,
        items: SHIPMENTS.slice((page - 1) * perPage, page * perPage),
      } as ListResult<never>;
      if (page === 1) return Promise.resolve(answer);
      return new Promise((resolve, reject) =>
        held.set(page, { resolve: () => resolve(answer), reject }),
      );
    });
  for (const collection of ['shipments_air', 'shipments_land'] as const)
    vi.spyOn(pb.collection(collection), 'getList').mockResolvedValue({
      page: 1,
      perPage: PAGE,
      totalItems: 0,
      totalPages: 0,
      items: [],
    });
  const release = async (page: number) => {
    await waitFor(() => expect(held.has(page)).toBe(true));
    held.get(page)!.resolve();
  };
  const fail = async (page: number, error: unknown) => {
    await waitFor(() => expect(held.has(page)).toBe(true));
    held.get(page)!.reject(error);
  };
  return { getList, release, fail };
}

const count = () => screen.getByRole('status', { name: '' }).textContent;
const progress = () => screen.queryByRole('progressbar', { name: 'Loading shipments…' });

describe('a long shipment list, page by page', { timeout: 40_000 }, () => {
  beforeEach(() => {
    signInTestUser();
    giveElementsHeight();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    stopProbing();
    pb.authStore.clear();
  });

  it('shows the newest rows with the first page and says how far it has come', async () => {
    const { getList, release } = servePages();
    renderAt(<ShipmentsListPage mode="ocean" />, {
      path: '/dashboard/shipments/ocean',
      client: listQueryClient('ocean'),
    });
    const grid = await screen.findByRole('grid', { name: 'Ocean shipments' });
    expect(within(grid).getByText('OCN202601200')).toBeVisible();
    expect(count()).toBe('500 of 500 shipments');
    expect(progress()).toBeVisible();
    expect(screen.getByText(`Loading 500 of ${TOTAL} shipments`)).toBeVisible();
    // A file of part of the list would pass for the whole: no export until it is in.
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();

    await release(2);
    await waitFor(() => expect(count()).toBe('1000 of 1000 shipments'));
    expect(screen.getByText(`Loading 1000 of ${TOTAL} shipments`)).toBeVisible();
    await release(3);
    await waitFor(() => expect(count()).toBe(`${TOTAL} of ${TOTAL} shipments`));
    expect(progress()).toBeNull();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();

    const filter = `company = '${TEST_COMPANY}'`;
    const asked = (skipTotal: boolean) =>
      expect.objectContaining({ filter, sort: '-created', skipTotal, requestKey: null });
    expect(getList.mock.calls).toEqual([
      [1, PAGE, asked(false)],
      [2, PAGE, asked(true)],
      [3, PAGE, asked(true)],
    ]);
  });

  it('keeps what came and offers a retry when a later page fails', async () => {
    const { fail } = servePages();
    renderAt(<ShipmentsListPage mode="ocean" />, {
      path: '/dashboard/shipments/ocean',
      client: listQueryClient('ocean'),
    });
    await screen.findByRole('grid', { name: 'Ocean shipments' });
    const refusal = new ClientResponseError({ status: 403, response: { message: 'No.' } });
    await fail(2, refusal);
    expect(await screen.findByText('The shipments could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(count()).toBe('500 of 500 shipments');
    expect(progress()).toBeNull();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
  });

  it('tells figures and notifications to wait until every list is whole', async () => {
    const { release } = servePages();
    const client = listQueryClient('ocean');
    const { result } = renderHook(() => useCompanyShipments(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await waitFor(() => expect(result.current.shipments).toHaveLength(PAGE));
    expect(result.current.isLoading).toBe(true);
    await release(2);
    await waitFor(() => expect(result.current.shipments).toHaveLength(2 * PAGE));
    expect(result.current.isLoading).toBe(true);
    await release(3);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.shipments).toHaveLength(TOTAL);
  });
});
