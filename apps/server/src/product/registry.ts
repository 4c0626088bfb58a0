import type { FastifyInstance } from 'fastify';
import type { Core } from '../core/create-core.ts';
import type { BackfillReport } from './list-columns/backfill-list-columns.ts';
import type { NotificationFeed } from './notifications/notification-feed.ts';
import type { NotificationTimer } from './notifications/notification-timer.ts';
import type { BillingOptions } from './billing/billing-services.ts';
import type { BillingHandles } from './billing/billing-module.ts';

/** What the product modules are started with: the server's options that concern them. */
export type ProductContext = {
  /** Seed an empty database with the demo data. */
  seed: boolean;
  /** Also seed the large demo company with this many shipments (needs `seed`). */
  seedShipments?: number;
  /** The moment the demo data is built around (default: when each seed runs). */
  now?: Date;
  /** The time notifications are derived at. */
  clock: () => Date;
  /** The longest the notifications timer sleeps between two looks (default one minute). */
  notificationCheckMs?: number;
  /** How long an instance's claim on a message it sends holds (the outbox, decision 073). */
  outboxClaimMs?: number;
  /** Write the daily digest to staff (only when asked: the product's config asks by default). */
  dailyDigest?: boolean;
  /** Read every company's figures in the background once listening. */
  warmFigures?: boolean;
  /** The PAC, the CSD secret and the stamping claims (billing-services.ts). */
  billing?: BillingOptions;
};

/** What the running server hands to its callers (tests, benches) from the product. */
export type ProductHandles = {
  /** Keeps notifications in line as time passes (docs/decisions/048). */
  notifications: NotificationTimer;
  /** Settles with the list columns computed per collection since start (or the last restore). */
  listColumnsReady: () => Promise<BackfillReport>;
  /** The billing module's stamping sweep and whether its stamps are the test PAC's. */
  billing?: BillingHandles;
};

/** A module once registered on a core: its part of the app and of the server's life. */
export type RunningModule = {
  /** The product's notifications for each user, served by the app (one module gives them). */
  notifications?: NotificationFeed;
  /** Routes of the product's own, registered on the app beside the record server's. */
  routes?: (app: FastifyInstance) => void;
  /** Once the app exists, before it listens. */
  start?(): void;
  /** Once the server listens. */
  listening?(): Promise<void>;
  /** After a backup is restored, once the migrations ran again. */
  restored?(): Promise<void>;
  /** When the server closes, before the app does. */
  stop?(): Promise<void>;
  handles?: Partial<ProductHandles>;
};

/**
 * A piece of product behaviour on the record engine (docs/decisions/002): hooks, session
 * policies, server-kept rows, seeds, routes. Modules run in the order of `PRODUCT_MODULES`
 * (product/modules.ts) at every step: a hook registered earlier runs earlier.
 */
export type ProductModule = {
  name: string;
  /**
   * Brings stored rows in line with the module, after the schema migrations: at start and
   * again after a backup is restored (which may predate the module).
   */
  migrate?(core: Core): Promise<void>;
  /** Registers the module on the core, before the app is created. */
  register(
    core: Core,
    context: ProductContext,
  ): RunningModule | void | Promise<RunningModule | void>;
};

/** Runs every module's `migrate`, in order. */
export async function migrateProduct(core: Core, modules: readonly ProductModule[]): Promise<void> {
  for (const module of modules) await module.migrate?.(core);
}

/** The product's modules registered on a core, as the server drives them. */
export type RunningProduct = ProductHandles & {
  notificationFeed?: NotificationFeed;
  routes: (app: FastifyInstance) => void;
  start(): void;
  listening(): Promise<void>;
  restored(): Promise<void>;
  stop(): Promise<void>;
};

/** Registers every module on `core`, in order, and gathers what they give the server. */
export async function registerProduct(
  core: Core,
  modules: readonly ProductModule[],
  context: ProductContext,
): Promise<RunningProduct> {
  const running: RunningModule[] = [];
  for (const module of modules) {
    const parts = await module.register(core, context);
    if (parts) running.push(parts);
  }
  const handles: Partial<ProductHandles> = Object.assign({}, ...running.map((r) => r.handles));
  const { notifications, listColumnsReady } = handles;
  if (!notifications || !listColumnsReady)
    throw new Error('The product modules give no notifications timer or list columns.');
  return {
    notifications,
    listColumnsReady,
    billing: handles.billing,
    notificationFeed: running.find((r) => r.notifications)?.notifications,
    routes: (app) => {
      for (const r of running) r.routes?.(app);
    },
    start: () => {
      for (const r of running) r.start?.();
    },
    listening: async () => {
      for (const r of running) await r.listening?.();
    },
    restored: async () => {
      for (const r of running) await r.restored?.();
    },
    stop: async () => {
      for (const r of running) await r.stop?.();
    },
  };
}
