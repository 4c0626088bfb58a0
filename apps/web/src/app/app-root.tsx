import { Outlet, ScrollRestoration } from 'react-router';

/** Root route element: scroll restoration (and #hash targets) for every page. */
export function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
