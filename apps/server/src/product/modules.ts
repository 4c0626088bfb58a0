import type { ProductModule } from './registry.ts';
import { registerTenantHooks } from './hooks/tenant-hooks.ts';
import { registerShipmentHooks } from './hooks/shipment-hooks.ts';
import { registerUserRoleHooks } from './hooks/user-role-hooks.ts';
import { registerProductSessions } from './hooks/product-sessions.ts';
import { registerSessionLockRelease } from './hooks/session-lock-release.ts';
import { listColumnsModule } from './list-columns/list-columns-module.ts';
import { notificationsModule } from './notifications/notifications-module.ts';
import { seedModule } from './seed/seed-module.ts';
import { figuresModule } from './figures/figures-module.ts';
import { historyModule } from './history/history-module.ts';
import { documentsModule } from './documents/documents-module.ts';
import { trackingModule } from './tracking/tracking-module.ts';
import { messagesModule } from './messages/messages-module.ts';
import { quotesModule } from './quotes/quotes-module.ts';
import { billingDemoModule, billingModule } from './billing/billing-module.ts';

/**
 * The product on the record engine, one line per module, in the order they register: hooks run
 * in this order, the seed writes through every hook above it, and the figures see only writes
 * made after the seed.
 */
export const PRODUCT_MODULES: readonly ProductModule[] = [
  { name: 'tenant hooks', register: (core) => registerTenantHooks(core.hooks) },
  listColumnsModule,
  { name: 'shipment hooks', register: (core) => registerShipmentHooks(core.hooks) },
  { name: 'user role hooks', register: (core) => registerUserRoleHooks(core.hooks) },
  { name: 'product sessions', register: (core) => registerProductSessions(core.sessions) },
  { name: 'session lock release', register: (core) => registerSessionLockRelease(core) },
  notificationsModule,
  historyModule,
  trackingModule,
  messagesModule,
  quotesModule,
  billingModule,
  seedModule,
  billingDemoModule,
  figuresModule,
  documentsModule,
];

/**
 * The product's modules without those named in `without`, for a server that measures the
 * product without one (`withoutModules` of startServer; bench/history.bench.ts leaves out
 * `history`). A name that is no module's is refused, so a typo never starts the whole product
 * unnoticed; the notifications and list-columns modules cannot be left out (registerProduct).
 */
export function productModules(without: readonly string[] = []): readonly ProductModule[] {
  const unknown = without.filter((name) => !PRODUCT_MODULES.some((m) => m.name === name));
  if (unknown.length > 0) throw new Error(`No product module is named ${unknown.join(', ')}.`);
  return PRODUCT_MODULES.filter((module) => !without.includes(module.name));
}
