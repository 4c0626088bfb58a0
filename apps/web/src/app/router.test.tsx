import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type InitialEntry } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

const STAFF = { email: 'staff@golfo.test' };

// SPEC §2, every route.
const SPEC_ROUTES = [
  '/',
  '/servicios/forwarders',
  '/servicios/ia-excel',
  '/servicios/automatizacion',
  '/servicios/software-a-medida',
  '/login',
  '/dashboard',
  '/dashboard/companies',
  '/dashboard/notifications',
  '/dashboard/partners',
  '/dashboard/reports',
  '/dashboard/company',
  '/dashboard/rcm',
  '/dashboard/membership-status',
  '/dashboard/shipments',
  '/dashboard/shipments/ocean',
  '/dashboard/shipments/air',
  '/dashboard/shipments/land',
  '/tracking-demo',
  '/tracking-demo/results',
];

afterEach(() => pb.authStore.clear());

/** The real route table in memory, with the app's providers. */
function renderRoute(entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

/**
 * Puts a session in the real auth store, as a completed sign-in would. The token is unsigned:
 * the web app only reads its `type` and `exp` claims, and no server is contacted.
 */
function signInAs(user: Partial<AuthUser> & { email: string }): void {
  const id = 'staffgolfo00001';
  const encode = (part: object) => btoa(JSON.stringify(part));
  const claims = { id, type: 'authRecord', exp: Math.floor(Date.now() / 1000) + 3600 };
  const token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.unsigned`;
  pb.authStore.save(token, {
    id,
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    ...user,
  });
}

describe('route table', () => {
  it.each(SPEC_ROUTES)('registers %s', (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1);
    expect(leaf?.pathname.replace(/(.)\/$/, '$1')).toBe(path); // index routes end in '/'
    expect(leaf?.route.path).not.toBe('*');
  });

  it.each(['/no-existe', '/servicios/otro', '/dashboard/no-existe'])(
    'redirects the unknown path %s to /',
    async (path) => {
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: /rumbo claro/ })).toBeVisible();
      expect(router.state.location.pathname).toBe('/');
    },
  );
});

describe('public pages', () => {
  it('shows the landing hero and a sign-in button when signed out', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu operación de carga, con rumbo claro',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Chatea con nosotros' })).toBeVisible();
  });

  it('shows Dashboard and sign-out in the header when signed in', async () => {
    signInAs(STAFF);
    renderRoute('/servicios/ia-excel');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Excel con IA');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });
});

describe('protected routes', () => {
  it.each(['/dashboard', '/dashboard/partners', '/tracking-demo/results'])(
    'send a signed-out visitor of %s to /login, remembering the page',
    async (path) => {
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
    },
  );
});

// Signed-in screens render the whole shell (data layer, realtime, IndexedDB): they are covered
// against the real server in e2e/routing.spec.ts rather than in this in-memory table test.
