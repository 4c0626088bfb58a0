import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { holdStart, openDatabases } from './core/db/open-database.ts';
import { createCore, type Core } from './core/create-core.ts';
import { createApp } from './app.ts';
import { runMigrations } from './migrations/run-migrations.ts';
import { productModules } from './product/modules.ts';
import type { BillingOptions } from './product/billing/billing-services.ts';
import {
  migrateProduct,
  registerProduct,
  type ProductHandles,
  type RunningProduct,
} from './product/registry.ts';
import { ConfigWatch } from './core/cluster/config-version.ts';
import { PostgresCluster } from './core/db/postgres-cluster.ts';
import { answerRelayed } from './core/cluster/relayed-requests.ts';
import { randomString } from './tools/ids.ts';
import { fileStorageNotice } from './core/cluster/file-storage-notice.ts';

export type StartOptions = {
  dataDir: string;
  /** `postgres://…`: run on PostgreSQL (files still go to `dataDir` or S3). */
  databaseUrl?: string;
  /** Every instance mounts `dataDir` (a shared volume): no notice about files on one disk. */
  sharedDataDir?: boolean;
  host: string;
  port: number;
  seed: boolean;
  webDist?: string;
  logger?: boolean;
  /**
   * `SEED_SHIPMENTS`: also seed the large demo company with this many shipments (when the
   * database does not hold it yet; needs `seed`).
   */
  seedShipments?: number;
  /** The moment the demo data is built around (tests pin it). */
  now?: Date;
  /** Realtime streams close after this long without a message (default 5 minutes). */
  realtimeIdleTimeoutMs?: number;
  /** bcrypt cost of new password hashes (default 12; test servers lower it). */
  bcryptCost?: number;
  /** The time notifications are derived at (default: the system clock; tests pin it). */
  clock?: () => Date;
  /** The longest the notifications timer sleeps between two looks (default one minute). */
  notificationCheckMs?: number;
  /** How long an instance's claim on a message it sends holds (default 30 s; tests shorten it). */
  outboxClaimMs?: number;
  /**
   * Write the daily digest to staff at 08:00 UTC−6 on working days. Off unless asked: the product
   * asks through its config (`DAILY_DIGEST`, on by default); a test or tool that starts a server
   * asks only when it is about the digest, so its clock cannot write one into shared data.
   */
  dailyDigest?: boolean;
  /** Read every company's figures in the background once listening (the real server does). */
  warmFigures?: boolean;
  /** A request that moves no byte for this long is ended (default 20 s; tests shorten it). */
  stallLimitMs?: number;
  /**
   * Product modules left out by name (default none): only for a benchmark's baseline, such as
   * the product without `history` (bench/history.bench.ts). An unknown name is refused.
   */
  withoutModules?: readonly string[];
  /** The PAC that stamps CFDI and the CSD keys' secret (default: the local test PAC). */
  billing?: BillingOptions;
};

export type RunningServer = ProductHandles & {
  app: FastifyInstance;
  core: Core;
  url: string;
  close: () => Promise<void>;
};

/** Opens the database, migrates, seeds an empty database and listens: the whole product server. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  mkdirSync(options.dataDir, { recursive: true });
  // Instances started together on one PostgreSQL database prepare it one after the other.
  const release = await holdStart(options);
  try {
    return await startHolding(options);
  } finally {
    await release();
  }
}

async function startHolding(options: StartOptions): Promise<RunningServer> {
  const modules = productModules(options.withoutModules);
  const databases = await openDatabases(options);
  const core = await createCore(databases.db, {
    appUrl: `http://${options.host}:${options.port}`,
    dataDir: options.dataDir,
    bcryptCost: options.bcryptCost,
    logsDb: databases.logsDb,
  });
  const migrate = async () => {
    await runMigrations(core);
    await migrateProduct(core, modules);
  };
  await migrate();
  let registered: RunningProduct | null = null;
  // A restored backup may predate the current migrations, as after a restart.
  core.backups.onRestored(async () => {
    await migrate();
    await registered?.restored();
  });
  const product = await registerProduct(core, modules, {
    seed: options.seed,
    seedShipments: options.seedShipments,
    now: options.now,
    clock: options.clock ?? (() => new Date()),
    notificationCheckMs: options.notificationCheckMs,
    outboxClaimMs: options.outboxClaimMs,
    dailyDigest: options.dailyDigest,
    warmFigures: options.warmFigures,
    billing: options.billing,
  });
  registered = product;
  const app = await createApp(core, {
    webDist: options.webDist,
    logger: options.logger,
    realtimeIdleTimeoutMs: options.realtimeIdleTimeoutMs,
    stallLimitMs: options.stallLimitMs,
    notifications: product.notificationFeed,
    routes: product.routes,
  });
  product.start();
  // Other instances on the same PostgreSQL database may change collections and settings.
  const configWatch = options.databaseUrl
    ? new ConfigWatch({
        db: core.db,
        reload: async () => {
          await core.collections.reload();
          await core.settings.reload();
        },
      })
    : null;
  await configWatch?.start();
  // Realtime between instances on one PostgreSQL database (decisions 056, 057).
  const cluster = options.databaseUrl
    ? new PostgresCluster({
        url: options.databaseUrl,
        instanceId: randomString(15),
        onRemote: (change) => core.realtime.deliverRemote(change),
      })
    : null;
  if (cluster) {
    cluster.relay.handle(answerRelayed(core));
    await cluster.start();
    core.realtime.useCluster(cluster.feed, cluster.relay);
  }
  const filesNotice = fileStorageNotice({
    onPostgres: options.databaseUrl !== undefined,
    s3Enabled: core.settings.get().s3.enabled,
    sharedDataDir: options.sharedDataDir ?? false,
    dataDir: options.dataDir,
  });
  if (filesNotice) console.warn(filesNotice);
  await app.listen({ host: options.host, port: options.port });
  await product.listening();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    app,
    core,
    notifications: product.notifications,
    listColumnsReady: product.listColumnsReady,
    billing: product.billing,
    url: `http://${options.host}:${port}`,
    close: async () => {
      await product.stop();
      await app.close();
      // After the streams are closed: a change announced until then still goes out.
      await cluster?.stop();
      await configWatch?.stop();
      core.storage.close();
      await databases.close();
    },
  };
}
