import { defineConfig } from '@playwright/test';
import type { DatabaseEngine } from './e2e/postgres-databases.ts';
import { existsSync } from 'node:fs';
import { PACE, patient } from './e2e/patience.ts';

// Browser tests drive Debian's Chromium against the real product: the built web app (WEB_DIST,
// default apps/web/dist) served by the record server on a fresh temporary database with the demo
// seed. Each worker starts its own server on a free port (e2e/fixtures.ts `workerServer`, which
// sets `baseURL`), so workers never share sessions or data.

// Chromium's headless shell (Debian's chromium-headless-shell: the same Blink and V8 without the
// browser's user interface, the build Playwright itself runs headless) needs about a third less
// CPU per test than the full browser in headless mode (docs/decisions/021). The full browser is
// the fallback; CHROMIUM_PATH chooses another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig<{ databaseEngine: DatabaseEngine }>({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts/,
  // Two workers, one per core. A third measured no faster (10.1 against 10.3 minutes): the run
  // is bound by the longest spec files, which each stay on one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Limits guard against a hang; a passing journey waits only for what it needs. Both are
  // stretched to the machine's pace (e2e/patience.ts): a busier machine gets longer ones.
  timeout: patient(45_000),
  expect: { timeout: patient(10_000) },
  metadata: { pace: PACE },
  reporter: [['list'], ['json']],
  outputDir: '.artifacts/test-results',
  projects: [
    { name: 'sqlite', testIgnore: 'balancer.spec.ts' },
    {
      // The product on PostgreSQL (docs/decisions/043): sign-in, shipments created, edited and
      // saved under a lock, partners, notifications, and realtime between two people, each
      // worker on a throwaway cluster of its own. The rest of the behaviour is the same code
      // above the storage port, which the server suite checks on both engines.
      name: 'postgres',
      use: { databaseEngine: 'postgres' },
      testMatch: [
        'auth.spec.ts',
        'shipment-editing.spec.ts',
        'partners.spec.ts',
        'notifications.spec.ts',
        'colleagues.spec.ts',
      ],
      grep: new RegExp(
        [
          'staff@golfo.test lands on /dashboard',
          'Ctrl\\+S saves the fields',
          'a new shipment gets the next code',
          'the second one sees it read-only',
          'create a partner with contacts',
          'search every word and filter by role',
          'the badge counts what the domain derives',
          'two colleagues on one partner',
        ].join('|'),
      ),
    },
    {
      // Three instances on one PostgreSQL database behind Debian's nginx (issue 19): the SDK
      // and the browser use only the balancer (e2e/balanced-cluster.ts starts all of it).
      name: 'balancer',
      testMatch: 'balancer.spec.ts',
    },
  ],
  use: {
    browserName: 'chromium',
    // The browser asks for less motion, which the product honours (Mantine's transitions end at
    // once): no test waits for a drawer to slide or a dialog to fade, nor renders the frames.
    reducedMotion: 'reduce',
    // The dashboard registers a service worker that keeps every chunk of the app (decision 035).
    // Journeys run in fresh browser contexts, so each would download all of it again beside
    // the test; only the offline journey that is about the worker lets it register.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    // Recording a trace's screencast costs the browser about 40% more CPU in every test, failing
    // or not. CI records a full trace only when it retries a failed test; elsewhere a failed
    // test keeps a trace without the film strip (actions, DOM snapshots, network, console) and
    // a screenshot of where it stopped.
    trace: process.env.CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
