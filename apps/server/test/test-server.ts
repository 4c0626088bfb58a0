import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { DEMO_PASSWORD } from '@rumbo/domain';
import { startServer, type RunningServer } from '../src/start-server.ts';
import type { BillingOptions } from '../src/product/billing/billing-services.ts';
import { copySeededDatabase } from './seeded-database.ts';
import { TEST_BCRYPT_COST, TEST_CSD_SECRET } from './test-passwords.ts';
import { ON_POSTGRES, testDatabaseUrl } from './test-engine.ts';

/** `databaseUrl`: the server's PostgreSQL database (on the PostgreSQL run). */
export type TestServer = RunningServer & { dataDir: string; databaseUrl?: string };

/**
 * The real product server on a free loopback port with a temporary data directory: migrations,
 * demo seed and all. Tests drive it over HTTP with the official SDK. A seeded server starts on a
 * copy of the run's seeded database (seeded-database.ts) unless the test pins `now`, which only
 * a seed of its own can honour.
 */
export async function startTestServer(
  options: {
    seed?: boolean;
    now?: Date;
    bcryptCost?: number;
    /** The time notifications are derived at, and their timer's longest sleep. */
    clock?: () => Date;
    notificationCheckMs?: number;
    /** Write the daily digest (off unless a test asks: it would add messages to other tests). */
    dailyDigest?: boolean;
    /** A request that moves no byte for this long is ended (default 20 s). */
    stallLimitMs?: number;
    /** The PAC (default: the server's own local test PAC) and stamping claims. */
    billing?: BillingOptions;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-server-test-'));
  const seed = options.seed ?? true;
  const fromSeeded = seed && !options.now;
  if (fromSeeded && !ON_POSTGRES) copySeededDatabase(dataDir);
  const databaseUrl = await testDatabaseUrl({ seeded: fromSeeded });
  const server = await startServer({
    dataDir,
    databaseUrl,
    host: '127.0.0.1',
    port: 0,
    seed,
    now: options.now,
    bcryptCost: options.bcryptCost ?? TEST_BCRYPT_COST,
    clock: options.clock,
    notificationCheckMs: options.notificationCheckMs,
    dailyDigest: options.dailyDigest ?? false,
    stallLimitMs: options.stallLimitMs,
    // One instance per test database: its files have nobody to be shared with (no notice).
    sharedDataDir: true,
    billing: { csdSecret: TEST_CSD_SECRET, ...options.billing },
  });
  return {
    ...server,
    dataDir,
    databaseUrl,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh SDK client; auto-cancellation off so parallel calls in a test are not aborted. */
export function client(url: string): PocketBase {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
}

/** A client signed in as a demo user. */
export async function signedIn(
  url: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<PocketBase> {
  const pb = client(url);
  await pb.collection('users').authWithPassword(email, password);
  return pb;
}

/** A client signed in as the server operator. */
export async function operator(url: string): Promise<PocketBase> {
  const pb = client(url);
  await pb.admins.authWithPassword('ops@rumbo.test', DEMO_PASSWORD);
  return pb;
}

/** The HTTP status of a failed SDK call (throws if the call succeeded). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    return (error as { status: number }).status;
  }
  throw new Error('expected the call to fail');
}

/**
 * One seeded server for the whole test file with the operator signed in, started before the
 * file's tests and closed after them. Read `server` and `ops` inside tests, not at import time.
 */
export function serverWithOperator(options: { seed?: boolean; now?: Date } = {}): {
  server: TestServer;
  ops: PocketBase;
} {
  const state = {} as { server: TestServer; ops: PocketBase };
  beforeAll(async () => {
    state.server = await startTestServer(options);
    state.ops = await operator(state.server.url);
  });
  afterAll(async () => {
    await state.server?.close();
  });
  return state;
}
