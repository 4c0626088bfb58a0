import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { ErrorFallback } from '#ui/error-fallback.tsx';
import { lazyScreen, type ScreenLoader } from './lazy-screen.tsx';

const PAGE_FAILED = 'No se pudo cargar la página.';

/** A screen's chunk that does not arrive until `arrive()`, as with the server gone. */
function chunk(name: string) {
  let hasArrived = false;
  let fetches = 0;
  const load: ScreenLoader = async () => {
    fetches += 1;
    if (!hasArrived)
      throw new TypeError(`Failed to fetch dynamically imported module: /assets/${name}.js`);
    return function Screen() {
      return <h1>{name}</h1>;
    };
  };
  return { load, arrive: () => (hasArrived = true), fetches: () => fetches };
}

function Arrived({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/** The dashboard's shape: screens under one pathless route whose error element is the view. */
function renderScreens(reports: ScreenLoader) {
  const routes: RouteObject[] = [
    {
      errorElement: <ErrorFallback />,
      children: [
        { path: '/reports', lazy: lazyScreen(reports) },
        { path: '/ocean', lazy: lazyScreen(async () => Arrived, { name: 'Ocean' }) },
      ],
    },
  ];
  const { router } = renderAs('/ocean', { routes, signedIn: 'keep', showLocation: false });
  return router!;
}

describe('lazyScreen', () => {
  it('shows the error view while the code is missing, leaves it on the next route and tries again on the next visit', async () => {
    const reports = chunk('Reports');
    const router = renderScreens(reports.load);
    expect(await screen.findByRole('heading', { name: 'Ocean' })).toBeVisible();

    await act(() => router.navigate('/reports'));
    expect(await screen.findByRole('heading', { name: PAGE_FAILED })).toBeVisible();

    await act(() => router.navigate('/ocean'));
    expect(await screen.findByRole('heading', { name: 'Ocean' })).toBeVisible();
    expect(screen.queryByText(PAGE_FAILED)).toBeNull();

    // Still missing: the error view again, from a new try.
    const before = reports.fetches();
    await act(() => router.navigate('/reports'));
    expect(await screen.findByRole('heading', { name: PAGE_FAILED })).toBeVisible();
    expect(reports.fetches()).toBeGreaterThan(before);

    // Back on the server (or in the service worker's copy): the next visit shows the screen.
    await act(() => router.navigate('/ocean'));
    reports.arrive();
    await act(() => router.navigate('/reports'));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeVisible();
    expect(screen.queryByText(PAGE_FAILED)).toBeNull();
  });
});
