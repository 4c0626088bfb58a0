import { screen } from '@testing-library/react';
import { matchRoutes, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderRouteAs } from '#test/render-route-as.tsx';
import { routes } from './router.tsx';

// SPEC §2, every route of the signed-in app (the public pages: app/public/public-pages.test.ts).
const SPEC_ROUTES = [
  '/login',
  '/dashboard',
  '/dashboard/companies',
  '/dashboard/notifications',
  '/dashboard/partners',
  '/dashboard/reports',
  '/dashboard/company',
  '/dashboard/rcm',
  '/dashboard/quotes',
  '/dashboard/invoices',
  '/dashboard/invoices/new',
  '/dashboard/billing/payments',
  '/dashboard/billing/aging',
  '/dashboard/membership-status',
  '/dashboard/shipments',
  '/dashboard/shipments/ocean',
  '/dashboard/shipments/air',
  '/dashboard/shipments/land',
  '/tracking-demo',
  '/tracking-demo/results',
];

afterEach(() => pb.authStore.clear());

/** The real route table in memory, with the app's providers, for a signed-out visitor. */
function renderRoute(path: string) {
  return renderRouteAs(path, { signedIn: false });
}

describe('route table', () => {
  it.each(SPEC_ROUTES)('registers %s', (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1);
    expect(leaf?.pathname.replace(/(.)\/$/, '$1')).toBe(path); // index routes end in '/'
    expect(leaf?.route.path).not.toBe('*');
  });

  it.each(['/no-existe', '/servicios/otro', '/dashboard/no-existe'])(
    'sends the unknown path %s to the landing page, a document of its own',
    async (path) => {
      const leaf = matchRoutes(routes, path)?.at(-1);
      expect(leaf?.route.path).toBe('*');
      const request = new Request(`http://localhost${path}`);
      const args = { request, params: {} } as unknown as LoaderFunctionArgs;
      const response = (await (leaf?.route.loader as LoaderFunction)(args)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/');
      expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    },
  );
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
