import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { holdStart, openDatabases } from './core/db/open-database.ts';
import { createCore, type Core } from './core/create-core.ts';
import { createApp } from './app.ts';
import { applyMigrations } from './migrations/apply-migrations.ts';
import { registerTenantHooks } from './migrations/tenant-hooks.ts';
import { registerShipmentHooks } from './migrations/shipment-hooks.ts';
import { registerProductSessions } from './migrations/product-sessions.ts';
import { registerSessionLockRelease } from './migrations/session-lock-release.ts';
import { upperCaseShipmentCodes } from './migrations/upper-case-shipment-codes.ts';
import { canonicalStoredRoles } from './migrations/canonical-stored-roles.ts';
import { registerUserRoleHooks } from './migrations/user-role-hooks.ts';
import { seedDemoData } from './migrations/seed-demo.ts';
import { seedLargeCompany } from './migrations/seed-large-company.ts';
import { registerListColumns } from './migrations/list-columns.ts';
import { ensureSearchIndexes } from './core/collections/search-index.ts';
import {
  backfillInBackground,
  markEmptyCollectionsComputed,
  type BackfillReport,
  type BackgroundBackfill,
} from './migrations/backfill-list-columns.ts';
import { registerNotificationHooks } from './migrations/notification-hooks.ts';
import { NotificationTimer } from './migrations/notification-timer.ts';
import { NotificationFeed } from './migrations/notification-feed.ts';
import { registerFigures } from './figures/register-figures.ts';
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
  /** Read every company's figures in the background once listening (the real server does). */
  warmFigures?: boolean;
  /** A request that moves no byte for this long is ended (default 20 s; tests shorten it). */
  stallLimitMs?: number;
};

export type RunningServer = {
  app: FastifyInstance;
  core: Core;
  /** Keeps notifications in line as time passes (docs/decisions/048). */
  notifications: NotificationTimer;
  url: string;
  /**
   * The list columns of rows that lack them, being computed beside the requests since start
   * (and again after a restore): settles with the rows computed per collection.
   */
  listColumnsReady: () => Promise<BackfillReport>;
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
  const databases = await openDatabases(options);
  const core = await createCore(databases.db, {
    appUrl: `http://${options.host}:${options.port}`,
    dataDir: options.dataDir,
    bcryptCost: options.bcryptCost,
    logsDb: databases.logsDb,
  });
  const migrate = async () => {
    await applyMigrations(core.collections, core.db);
    await upperCaseShipmentCodes(core.db);
    await canonicalStoredRoles(core.db);
    await ensureSearchIndexes(core.db, core.collections.list());
    await markEmptyCollectionsComputed(core.db, core.collections);
  };
  await migrate();
  let backfill: BackgroundBackfill | null = null;
  const startBackfill = async () => {
    await backfill?.stop();
    backfill = backfillInBackground(core.db, core.collections);
  };
  // A restored backup may predate the current migrations, as after a restart.
  core.backups.onRestored(async () => {
    await migrate();
    await startBackfill();
  });
  registerTenantHooks(core.hooks);
  registerListColumns(core.hooks);
  registerShipmentHooks(core.hooks);
  registerUserRoleHooks(core.hooks);
  registerProductSessions(core.sessions);
  registerSessionLockRelease(core);
  const clock = options.clock ?? (() => new Date());
  const notifications = new NotificationTimer({
    ...core,
    clock,
    maxWaitMs: options.notificationCheckMs ?? 60_000,
  });
  registerNotificationHooks({ ...core, clock, onScheduled: (at) => notifications.noteCheck(at) });
  if (options.seed) await seedDemoData(core, options.now ?? new Date());
  if (options.seed && options.seedShipments)
    await seedLargeCompany(core, options.now ?? new Date(), options.seedShipments);
  const figures = registerFigures(core);
  const app = await createApp(core, {
    webDist: options.webDist,
    logger: options.logger,
    realtimeIdleTimeoutMs: options.realtimeIdleTimeoutMs,
    stallLimitMs: options.stallLimitMs,
    notifications: new NotificationFeed({ ...core, clock }),
    routes: figures.routes,
  });
  notifications.start();
  core.backups.onRestored(async () => {
    notifications.start();
    await notifications.ready;
  });
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
  await startBackfill();
  if (options.warmFigures) figures.warm();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    app,
    core,
    notifications,
    url: `http://${options.host}:${port}`,
    listColumnsReady: async () => (await backfill?.done) ?? {},
    close: async () => {
      await backfill?.stop();
      await notifications.stop();
      await app.close();
      // After the streams are closed: a change announced until then still goes out.
      await cluster?.stop();
      await configWatch?.stop();
      core.storage.close();
      await databases.close();
    },
  };
}
