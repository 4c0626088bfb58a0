import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { openDatabases } from './core/db/open-database.ts';
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
import { registerFigures } from './figures/register-figures.ts';

export type StartOptions = {
  dataDir: string;
  /** `postgres://…`: run on PostgreSQL (files still go to `dataDir` or S3). */
  databaseUrl?: string;
  host: string;
  port: number;
  seed: boolean;
  webDist?: string;
  logger?: boolean;
  /** The moment the demo data is built around (tests pin it). */
  now?: Date;
  /** Realtime streams close after this long without a message (default 5 minutes). */
  realtimeIdleTimeoutMs?: number;
  /** bcrypt cost of new password hashes (default 12; test servers lower it). */
  bcryptCost?: number;
  /** Read every company's figures in the background once listening (the real server does). */
  warmFigures?: boolean;
};

export type RunningServer = {
  app: FastifyInstance;
  core: Core;
  url: string;
  close: () => Promise<void>;
};

/** Opens the database, migrates, seeds an empty database and listens: the whole product server. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  mkdirSync(options.dataDir, { recursive: true });
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
  };
  await migrate();
  // A restored backup may predate the current migrations, as after a restart.
  core.backups.onRestored(migrate);
  registerTenantHooks(core.hooks);
  registerShipmentHooks(core.hooks);
  registerUserRoleHooks(core.hooks);
  registerProductSessions(core.sessions);
  registerSessionLockRelease(core);
  if (options.seed) await seedDemoData(core, options.now ?? new Date());
  const figures = registerFigures(core);
  const app = await createApp(core, {
    webDist: options.webDist,
    logger: options.logger,
    realtimeIdleTimeoutMs: options.realtimeIdleTimeoutMs,
    routes: figures.routes,
  });
  await app.listen({ host: options.host, port: options.port });
  if (options.warmFigures) figures.warm();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    app,
    core,
    url: `http://${options.host}:${port}`,
    close: async () => {
      await app.close();
      core.storage.close();
      await databases.close();
    },
  };
}
