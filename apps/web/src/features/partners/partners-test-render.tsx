import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { normalizePartner, type Partner, type PartnerInput } from '@rumbo/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import '#lib/i18n.ts';
import { pb } from '#lib/pocketbase.ts';
import { theme } from '#lib/theme.ts';
import { CurrentLocation } from './partners-test-location.tsx';
import { servePartners } from './partners-test-server.ts';

export const TEST_COMPANY = 'company00000001';

/** Test helper: a signed-in staff user of TEST_COMPANY (a token the SDK accepts as valid). */
export function signInTestUser(): void {
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '');
  const payload = { id: 'user00000000001', type: 'authRecord', exp: 4102444800 };
  const model = { id: 'user00000000001', company: TEST_COMPANY, email: 'staff@golfo.test' };
  pb.authStore.save(`${encode({ alg: 'HS256' })}.${encode(payload)}.sig`, model as never);
}

let sequence = 0;

/** Test helper: a partner of TEST_COMPANY as the list holds it. */
export function testPartner(fields: PartnerInput = {}): Partner {
  sequence += 1;
  return normalizePartner({
    id: `partner${String(sequence).padStart(8, '0')}`,
    company: TEST_COMPANY,
    rol: 'Cliente',
    tipo: 'empresa',
    ...fields,
  });
}

/**
 * Test helper: a query client for the partners screen, with the company's partners answered by
 * `servePartners` (the record server's list semantics over `partners`) and no shipments.
 */
export function partnersQueryClient(partners: Partner[] = []) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const server = servePartners(partners);
  for (const mode of ['ocean', 'air', 'land'])
    vi.spyOn(pb.collection(`shipments_${mode}`), 'getList').mockResolvedValue({
      page: 1,
      perPage: 500,
      totalItems: 0,
      totalPages: 0,
      items: [],
    });
  vi.spyOn(pb.collection('companies'), 'getList').mockResolvedValue({
    page: 1,
    perPage: 500,
    totalItems: 0,
    totalPages: 0,
    items: [],
  });
  return Object.assign(client, { server }) as QueryClient & {
    server: ReturnType<typeof servePartners>;
  };
}

/** Test helper: renders `ui` at `path` with a line showing the current location. */
export function renderAt(ui: ReactNode, { path = '/', client = partnersQueryClient() } = {}) {
  return render(
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <CurrentLocation />
          </MemoryRouter>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}

/** Test helper: every element gets a box, so the virtual list renders the rows that fit. */
export function giveElementsHeight(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
}
