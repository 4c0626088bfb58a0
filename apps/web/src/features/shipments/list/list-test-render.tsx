import { MantineProvider } from '@mantine/core';
import type { ShipmentMode } from '@rumbo/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { ModeShipment } from '#data/repository-types.ts';
import '#lib/i18n.ts';
import { pb } from '#lib/pocketbase.ts';
import { theme } from '#lib/theme.ts';
import { CurrentLocation } from './list-test-location.tsx';
import { serveShipments } from './list-test-server.ts';

export const TEST_COMPANY = 'company00000001';

/** Test helper: a signed-in staff user of TEST_COMPANY (a token the SDK accepts as valid). */
export function signInTestUser(): void {
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '');
  const payload = { id: 'user00000000001', type: 'authRecord', exp: 4102444800 };
  const model = { id: 'user00000000001', company: TEST_COMPANY, email: 'staff@golfo.test' };
  pb.authStore.save(`${encode({ alg: 'HS256' })}.${encode(payload)}.sig`, model as never);
}

/**
 * Test helper: a query client for a list screen, with the mode's shipments answered by
 * `serveShipments` (the record server's list semantics over `shipments`) and no partners.
 */
export function listQueryClient(mode: ShipmentMode, shipments: ModeShipment[] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const server = serveShipments(mode, shipments);
  vi.spyOn(pb.collection('partners'), 'getList').mockResolvedValue({
    page: 1,
    perPage: 500,
    totalItems: 0,
    totalPages: 0,
    items: [],
  });
  return Object.assign(client, { server }) as QueryClient & {
    server: ReturnType<typeof serveShipments>;
  };
}

/** Test helper: renders `ui` at `path` with a line showing the current location. */
export function renderAt(ui: ReactNode, { path, client }: { path: string; client: QueryClient }) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Test helper: gives every element a 600 px tall box, so the virtual list (which reads its
 * scroll box's size) renders the rows that fit, as in a browser.
 */
export function giveElementsHeight(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
}

let sequence = 0;

/** Test helper: an ocean record as the server lists it, overridden as needed. */
export function oceanRecord(fields: Record<string, unknown> = {}): ModeShipment {
  sequence += 1;
  return {
    id: `ocean${String(sequence).padStart(10, '0')}`,
    mode: 'ocean',
    company: TEST_COMPANY,
    created: '2026-03-01 10:00:00.000Z',
    updated: '2026-03-01 10:00:00.000Z',
    operationalStatus: 'In creation',
    ...fields,
  };
}
