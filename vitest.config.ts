import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers the three workspaces; each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default (one less than the cores) leaves a 2-core machine with one worker, and
    // that worker often waits (bcrypt off the main thread, sockets, timers): two keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The repository's own lint rules (tools/eslint), tested on small trees of files.
        test: { name: 'tools', root: './tools', include: ['**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions with no shared state: one module graph for every file is safe, and
          // measured 30 s → 7 s for this project on two cores.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The query compiler's PostgreSQL cases run in the PostgreSQL project only.
          exclude: ['test/**/*-postgres.test.ts'],
          environment: 'node',
          // Seeds one database per run; test servers start on copies of it.
          globalSetup: ['./test/global-setup.ts'],
          // Every test file starts servers of its own from the code's factories, so the files
          // of a worker can share one module graph: 128 s → 50 s on two cores, the same in any
          // file order (docs/decisions/021).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The same server suite on PostgreSQL (docs/decisions/043): one throwaway cluster per
          // run, a database per test server. Unit tests of SQLite's own parts stay above.
          name: 'server-postgres',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          // SQLite's own parts: the engine's file swap and its writes on a thread, archives of its file (backups: on
          // PostgreSQL they answer 400, decision 044, see backups-postgres.test.ts), copies of
          // the seeded file, and a migration that rewrites SQLite's stored index text.
          exclude: [
            'test/sqlite-db.test.ts',
            'test/sqlite-background-writes.test.ts',
            'test/backups-api.test.ts',
            'test/backups-restore.test.ts',
            'test/backups-s3.test.ts',
            'test/backups-schedule.test.ts',
            'test/seeded-database.test.ts',
            'test/shipment-codes-migration.test.ts',
            // The HTTP layer's load test (decision 059): what it guards, every request answered
            // on a keep-alive connection, sits above the storage port.
            'test/fuzz-load.test.ts',
            // Suites that open no database at all (decision 081): the CFDI's XML, seal and SAT
            // tools, the PAC's client and test server, the invoice's PDF, backup names and the
            // product's rule syntax. A second engine would only run them twice.
            'test/cfdi-csd.test.ts',
            'test/cfdi-invoice.test.ts',
            'test/cfdi-payment.test.ts',
            'test/invoice-pdf.test.ts',
            'test/pac-cancel.test.ts',
            'test/pac-sat-status.test.ts',
            'test/pac-stamp.test.ts',
            'test/pac-test-server.test.ts',
            'test/sat-tools.test.ts',
            'test/backups-names.test.ts',
            'test/product-rules.test.ts',
          ],
          env: { RUMBO_TEST_ENGINE: 'postgres' },
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.mock.test.{ts,tsx}'],
          // Pure JavaScript in happy-dom: worker threads start quicker than processes.
          pool: 'threads',
          // The test files of a worker share one module graph and one document: React, Mantine
          // and happy-dom load once per worker instead of once per file (230 s → 80 s on two
          // cores). src/test/setup.ts resets what a test may leave behind (decision 021).
          isolate: false,
        },
      },
      {
        // The web tests that replace a module with vi.mock (named *.mock.test.tsx): the mock
        // must be in place before anything imports the real module, so each file gets a module
        // graph of its own.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-mock',
          root: './apps/web',
          include: ['src/**/*.mock.test.{ts,tsx}'],
          isolate: true,
        },
      },
    ],
  },
});
