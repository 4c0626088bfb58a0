import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  Routes,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { AppProviders } from '#app/providers.tsx';
import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';
import { signInAs, signOut, type TestUserOptions } from './sign-in.ts';
import { LocationProbe } from './current-location.tsx';

export type RenderAsOptions = TestUserOptions & {
  /**
   * True (the default): the user of `role` and `company` (staff of TEST_COMPANY) is signed in;
   * false: nobody is; 'keep': the session stays as the test left it.
   */
  signedIn?: boolean | 'keep';
  /** Where the memory router starts (a path with its query); '/' unless said otherwise. */
  path?: string;
  /** The client the screens read through; a fresh testQueryClient() unless said otherwise. */
  queryClient?: QueryClient;
  /** Contexts a test provides itself, inside the app's providers and around the router. */
  wrap?: (children: ReactNode) => ReactNode;
  /** A component shown alone gets a line with the router's location (CurrentLocation). */
  showLocation?: boolean;
  /** Mount the component in a data router (transitions, blockers), as the app does. */
  dataRouter?: boolean;
  /**
   * The route table a path is rendered through (renderRouteAs passes the app's: importing it
   * here would load the whole app's graph for every test).
   */
  routes?: RouteObject[];
};

export type RenderAsResult = RenderResult & {
  /** A user-event session for this render. */
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  /** The signed-in user's record, or null. */
  signedInUser: AuthUser | null;
  /** The router's current path and query. */
  location: () => string;
  /** The data router, when there is one (a path of the app, or `dataRouter`). */
  router?: ReturnType<typeof createMemoryRouter>;
};

/** A query client as tests want one: no retries, plus the given defaults. */
export function testQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, ...queries } } });
}

/**
 * Renders `target` as a signed-in user of a role and company, inside the app's own providers
 * (Mantine theme, modals, toasts, i18n, the query client) and a memory router at `path`.
 * `target` is a component, mounted for every path, with a line showing the location; or a path,
 * rendered through `routes` (renderRouteAs: the app's real table). The session ends with the test.
 */
export function renderAs(
  target: ReactNode | string,
  options: RenderAsOptions = {},
): RenderAsResult {
  const { signedIn = true, path = '/', queryClient = testQueryClient(), wrap } = options;
  const { showLocation = true, dataRouter = false } = options;
  if (signedIn === false) signOut();
  const signedInUser =
    signedIn === 'keep' ? currentUser() : signedIn ? signInAs(userOptions(options)) : null;
  onTestFinished(signOut);
  const wrapped = (children: ReactNode) => (
    <AppProviders queryClient={queryClient}>{wrap ? wrap(children) : children}</AppProviders>
  );
  const user = userEvent.setup();
  const seen = { location: '' };
  const note = (location: string) => {
    seen.location = location;
  };
  const probe = <LocationProbe onLocation={note} visible={showLocation} />;
  if (typeof target === 'string' || dataRouter) {
    const element = (
      <>
        {target}
        {probe}
      </>
    );
    const table = typeof target === 'string' ? routesFor(options) : [{ path: '*', element }];
    const entry = typeof target === 'string' ? target : path;
    const router = createMemoryRouter(table, { initialEntries: [entry] });
    const view = render(wrapped(<RouterProvider router={router} />));
    const location = () => router.state.location.pathname + router.state.location.search;
    return { ...view, user, queryClient, signedInUser, location, router };
  }
  const view = render(
    wrapped(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={target} />
        </Routes>
        {probe}
      </MemoryRouter>,
    ),
  );
  return { ...view, user, queryClient, signedInUser, location: () => seen.location };
}

/** Test helper: every element gets a box, so virtual lists render the rows that fit. */
export function giveElementsHeight(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
}

function routesFor({ routes }: RenderAsOptions): RouteObject[] {
  if (!routes) throw new Error('renderAs: a path needs its route table (see renderRouteAs)');
  return routes;
}

function currentUser(): AuthUser | null {
  return pb.authStore.isValid ? (pb.authStore.model as AuthUser) : null;
}

function userOptions(options: RenderAsOptions): TestUserOptions {
  const { signedIn: _s, path: _p, queryClient: _q, wrap: _w, ...rest } = options;
  const { showLocation: _l, dataRouter: _d, routes: _r, ...user } = rest;
  return user;
}
