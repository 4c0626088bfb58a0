import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router.tsx';
import { AppProviders } from './providers.tsx';
import { shellTestAccess } from './shell/shell-test-access.ts';
import type { Access } from '#features/access/access.ts';
import { pb } from '#lib/pocketbase.ts';

const access = vi.hoisted(() => ({ current: null as Access | null }));
vi.mock('#features/access/use-access.ts', () => ({ useAccess: () => access.current }));

function signIn() {
  const claims = { id: 'staffplata00001', type: 'authRecord', exp: Date.now() / 1000 + 3600 };
  const token = `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify(claims))}.unsigned`;
  pb.authStore.save(token, {
    id: 'staffplata00001',
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    email: 'staff@plata.test',
    company: 'rmbcompanyplata',
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(signIn);
afterEach(() => pb.authStore.clear());

describe('the tracking demo on the silver plan (SPEC §2: no Site Demo, as no Tariffs)', () => {
  it.each(['/tracking-demo', '/tracking-demo/results?q=OCN20260001'])(
    'refuses %s typed by hand, saying why',
    async (path) => {
      access.current = shellTestAccess({
        plan: 'silver',
        planBadge: 'silver',
        canSeeTariffs: false,
      });
      renderAt(path);
      const heading = await screen.findByRole('heading', { name: 'Site Demo is not available' });
      expect(heading).toBeVisible();
      expect(
        screen.getByText('The tracking demo is not included in the Silver plan.'),
      ).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Track your shipment' })).toBeNull();
    },
  );

  it('opens for a gold plan', async () => {
    access.current = shellTestAccess();
    renderAt('/tracking-demo');
    expect(await screen.findByRole('heading', { name: 'Track your shipment' })).toBeVisible();
  });

  it('opens for a platform admin whatever the plan', async () => {
    access.current = shellTestAccess({ isAdmin: true, canSeeTariffs: false, plan: null });
    renderAt('/tracking-demo');
    expect(await screen.findByRole('heading', { name: 'Track your shipment' })).toBeVisible();
  });
});
