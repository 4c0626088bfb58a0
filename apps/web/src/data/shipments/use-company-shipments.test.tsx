import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ListResult } from 'pocketbase';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import type { ModeShipment } from '../repository-types.ts';
import { stopProbing } from '../sync-engine.ts';
import { useCompanyShipments } from './use-company-shipments.ts';

const PAGE = 500;
const TOTAL = 1200;
const COMPANY = 'company00000001';

const SHIPMENTS: ModeShipment[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: `ocean${String(index).padStart(10, '0')}`,
  mode: 'ocean',
  company: COMPANY,
  created: '2026-03-01 10:00:00.000Z',
  updated: '2026-03-01 10:00:00.000Z',
}));

function signIn(): void {
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '');
  const payload = { id: 'user00000000001', type: 'authRecord', exp: 4102444800 };
  const model = { id: 'user00000000001', company: COMPANY, email: 'staff@golfo.test' };
  pb.authStore.save(`${encode({ alg: 'HS256' })}.${encode(payload)}.sig`, model as never);
}

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

describe('every shipment of the company, for the figures that still need them', () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    stopProbing();
    pb.authStore.clear();
  });

  it('tells figures and notifications to wait until every list is whole', async () => {
    const { release } = servePages();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
