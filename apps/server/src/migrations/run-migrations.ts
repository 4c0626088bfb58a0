import type { Core } from '../core/create-core.ts';
import { ensureSearchIndexes } from '../core/collections/search-index.ts';
import { applyMigrations } from './apply-migrations.ts';
import { upperCaseShipmentCodes } from './upper-case-shipment-codes.ts';
import { canonicalStoredRoles } from './canonical-stored-roles.ts';

/**
 * The schema and data migrations, in order: run at start, before the product modules migrate
 * their own rows, and again after a backup is restored (it may predate them).
 */
export async function runMigrations(core: Core): Promise<void> {
  await applyMigrations(core.collections, core.db);
  await upperCaseShipmentCodes(core.db);
  await canonicalStoredRoles(core.db);
  await ensureSearchIndexes(core.db, core.collections.list());
}
