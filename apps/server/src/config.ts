import path from 'node:path';
import { DEFAULT_BCRYPT_COST, isBcryptCost } from './tools/passwords.ts';
import type { BillingOptions } from './product/billing/billing-services.ts';

export type ServerConfig = {
  host: string;
  port: number;
  dataDir: string;
  /** `DATABASE_URL=postgres://…` runs on PostgreSQL; unset, embedded SQLite in `dataDir`. */
  databaseUrl?: string;
  seed: boolean;
  /** `SEED_SHIPMENTS=<n>`: the large demo company with n shipments (0: none). */
  seedShipments: number;
  webDist: string;
  /** bcrypt cost of new password hashes: 12 unless `BCRYPT_COST` says otherwise (tests). */
  bcryptCost: number;
  /** `SHARED_DATA_DIR=1`: every instance mounts this data directory (files are shared). */
  sharedDataDir: boolean;
  /** `OUTBOX_CLAIM_MS`: how long an instance's claim on a message it sends holds (30 s). */
  outboxClaimMs?: number;
  /** `DAILY_DIGEST=0`: no daily digest to staff from this instance (on by default). */
  dailyDigest: boolean;
  /** `CSD_SECRET`, `PAC_URL`, `PAC_USERNAME`, `PAC_PASSWORD` (README "Environment variables"). */
  billing: BillingOptions;
};

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

/** Reads the environment (README "Environment variables"); relative DATA_DIR is from the repo root. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid PORT: ${env.PORT}`);
  const bcryptCost = env.BCRYPT_COST ? Number(env.BCRYPT_COST) : DEFAULT_BCRYPT_COST;
  if (!isBcryptCost(bcryptCost))
    throw new Error(`Invalid BCRYPT_COST: ${env.BCRYPT_COST} (a whole number from 4 to 31)`);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR || './data'),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    seed: env.SEED !== '0',
    seedShipments: readSeedShipments(env.SEED_SHIPMENTS),
    webDist: path.resolve(REPO_ROOT, env.WEB_DIST || 'apps/web/dist'),
    bcryptCost,
    sharedDataDir: env.SHARED_DATA_DIR === '1' || env.SHARED_DATA_DIR === 'true',
    outboxClaimMs: readClaimMs(env.OUTBOX_CLAIM_MS),
    dailyDigest: env.DAILY_DIGEST !== '0' && env.DAILY_DIGEST !== 'false',
    billing: readBilling(env),
  };
}

/** The PAC account (all three or none: without one the local test PAC stamps) and the CSD secret. */
function readBilling(env: NodeJS.ProcessEnv): BillingOptions {
  const account = [env.PAC_URL, env.PAC_USERNAME, env.PAC_PASSWORD];
  const given = account.filter(Boolean).length;
  if (given > 0 && given < 3)
    throw new Error('Set PAC_URL, PAC_USERNAME and PAC_PASSWORD together (or none of them).');
  if (env.PAC_URL && !/^https?:\/\//.test(env.PAC_URL))
    throw new Error(`Invalid PAC_URL: ${env.PAC_URL} (http:// or https://)`);
  return {
    csdSecret: env.CSD_SECRET || undefined,
    pac:
      given === 3
        ? { url: env.PAC_URL!, username: env.PAC_USERNAME!, password: env.PAC_PASSWORD! }
        : undefined,
  };
}

function readDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value))
    throw new Error('Invalid DATABASE_URL: only postgres://… (PostgreSQL) is supported');
  return value;
}

function readClaimMs(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Number(value);
  if (!Number.isSafeInteger(ms) || ms < 1_000)
    throw new Error(`Invalid OUTBOX_CLAIM_MS: ${value} (milliseconds, at least 1000)`);
  return ms;
}

function readSeedShipments(value: string | undefined): number {
  if (!value) return 0;
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 0)
    throw new Error(`Invalid SEED_SHIPMENTS: ${value} (a whole number of shipments, e.g. 100000)`);
  return count;
}
