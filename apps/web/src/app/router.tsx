import type { ComponentType } from 'react';
import { redirect, redirectDocument, type RouteObject } from 'react-router';
import { RequireAuth } from '#features/auth/components/require-auth.tsx';
import { paths, SHIPMENT_MODES, type ShipmentMode } from '#lib/paths.ts';
import { ErrorFallback } from '#ui/error-fallback.tsx';
import { ViewLoader } from '#ui/view-loader.tsx';
import { AppRoot } from './app-root.tsx';
import { lazyScreen } from './lazy-screen.tsx';

type RouteModule = { default: ComponentType };

/**
 * Lazy route from a module whose default export is the screen (keeps the main chunk small);
 * a chunk that failed to load is fetched again on the next visit (lazy-screen.tsx).
 */
function page(load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return lazyScreen(async () => (await load()).default);
}

function shipmentsRoute(mode: ShipmentMode): RouteObject {
  return {
    path: paths.dashboard.shipments(mode),
    // One screen for the three modes, as one element type: the editor stays across modes.
    lazy: lazyScreen(async () => (await import('#routes/dashboard/shipments.tsx')).default, {
      mode,
    }),
  };
}

const dashboardRoutes: RouteObject = {
  path: paths.dashboard.home,
  lazy: lazyScreen(async () => (await import('./shell/dashboard-shell.tsx')).DashboardShell),
  children: [
    {
      errorElement: <ErrorFallback />,
      children: [
        { index: true, lazy: page(() => import('#routes/dashboard/home.tsx')) },
        {
          path: paths.dashboard.companies,
          lazy: page(() => import('#routes/dashboard/companies.tsx')),
        },
        {
          path: paths.dashboard.notifications,
          lazy: page(() => import('#routes/dashboard/notifications.tsx')),
        },
        {
          path: paths.dashboard.partners,
          lazy: page(() => import('#routes/dashboard/partners.tsx')),
        },
        {
          path: paths.dashboard.reports,
          lazy: page(() => import('#routes/dashboard/reports.tsx')),
        },
        {
          path: paths.dashboard.company,
          lazy: page(() => import('#routes/dashboard/company.tsx')),
        },
        {
          path: paths.dashboard.tariffs,
          lazy: page(() => import('#routes/dashboard/tariffs.tsx')),
        },
        {
          path: paths.dashboard.quotes,
          lazy: page(() => import('#routes/dashboard/quotes.tsx')),
        },
        {
          path: paths.dashboard.quoteSettings,
          lazy: page(() => import('#routes/dashboard/quote-settings.tsx')),
        },
        {
          path: paths.dashboard.quoteNew,
          lazy: page(() => import('#routes/dashboard/quote-editor.tsx')),
        },
        {
          path: paths.dashboard.quote(':id'),
          lazy: page(() => import('#routes/dashboard/quote-editor.tsx')),
        },
        {
          path: paths.dashboard.invoices,
          lazy: page(() => import('#routes/dashboard/invoices.tsx')),
        },
        {
          path: paths.dashboard.invoiceNew,
          lazy: page(() => import('#routes/dashboard/invoice-editor.tsx')),
        },
        {
          path: paths.dashboard.invoice(':id'),
          lazy: page(() => import('#routes/dashboard/invoice-editor.tsx')),
        },
        {
          path: paths.dashboard.payments,
          lazy: page(() => import('#routes/dashboard/billing-payments.tsx')),
        },
        {
          path: paths.dashboard.aging,
          lazy: page(() => import('#routes/dashboard/billing-aging.tsx')),
        },
        {
          path: paths.dashboard.statement(':partnerId'),
          lazy: page(() => import('#routes/dashboard/billing-statement.tsx')),
        },
        {
          path: paths.dashboard.membershipStatus,
          lazy: page(() => import('#routes/dashboard/membership-status.tsx')),
        },
        {
          path: paths.dashboard.recycleBin,
          lazy: page(() => import('#routes/dashboard/recycle-bin.tsx')),
        },
        {
          path: paths.dashboard.shipmentsRoot,
          // Keeps ?open, ?milestone and ?search on the way to the default mode.
          loader: ({ request }) =>
            redirect(`${paths.dashboard.shipments('ocean')}${new URL(request.url).search}`),
          element: null, // redirect-only: the loader answers before anything renders
        },
        ...SHIPMENT_MODES.map(shipmentsRoute),
      ],
    },
  ],
};

const trackingDemoRoutes: RouteObject[] = [
  { path: paths.trackingDemo, lazy: page(() => import('#routes/tracking-demo/demo.tsx')) },
  {
    path: paths.trackingDemoResults,
    lazy: page(() => import('#routes/tracking-demo/results.tsx')),
  },
];

/**
 * THE route table of the signed-in app (SPEC §2): login, dashboard, tracking demo. The public
 * pages are separate documents (app/public). Every URL comes from lib/paths.ts.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppRoot />,
    errorElement: <ErrorFallback />,
    hydrateFallbackElement: <ViewLoader />,
    children: [
      { path: paths.login, lazy: page(() => import('#routes/login.tsx')) },
      {
        element: <RequireAuth />,
        errorElement: <ErrorFallback />,
        children: [
          dashboardRoutes,
          // The tracking demo is part of the paid product: gated like the dashboard (SPEC §4).
          {
            lazy: lazyScreen(
              async () => (await import('#features/access/components/access-gate.tsx')).AccessGate,
            ),
            children: [
              {
                // SPEC §2: as Tariffs, the silver plan has no Site Demo.
                lazy: page(() => import('#routes/tracking-demo/plan-gate.tsx')),
                children: trackingDemoRoutes,
              },
            ],
          },
        ],
      },
      // Public pages are documents of their own (app/public): leave the app for them.
      { path: '*', loader: () => redirectDocument(paths.home), element: null },
    ],
  },
];
