import {
  SHIPMENT_COLLECTION_NAMES,
  shipmentLockExpiresAt,
  type CollectionModel,
} from '@rumbo/domain';
import type { RecordHooks } from '../../core/records/record-hooks.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import { formatDateTime } from '../../tools/dates.ts';

const SHIPMENT_TABLES = new Set<string>(SHIPMENT_COLLECTION_NAMES);

/**
 * Product rules of shipments that the filter language cannot say (docs/decisions/030):
 * - shipment codes are stored upper-cased (SPEC §5), so the unique index per company holds
 *   regardless of the case a client sends;
 * - every write of a shipment lock gets its expiry from the server's clock, which the lock rules
 *   compare with `@now`. Operators may set `expiresAt` themselves (to free a stuck lock).
 */
export function registerShipmentHooks(hooks: RecordHooks): void {
  hooks.onBeforeCreate(({ collection, ctx, input }) => normalise(collection, ctx, input, null));
  hooks.onBeforeUpdate(({ collection, ctx, input, current }) =>
    normalise(collection, ctx, input, current),
  );
}

function normalise(
  collection: CollectionModel,
  ctx: RequestContext,
  input: Record<string, unknown>,
  current: RecordValues | null,
): Record<string, unknown> {
  if (SHIPMENT_TABLES.has(collection.name)) return upperCaseCode(input);
  if (collection.name === 'shipment_locks') return stampLockExpiry(ctx, input, current);
  return input;
}

function upperCaseCode(input: Record<string, unknown>): Record<string, unknown> {
  const code = input.shipmentCode;
  if (typeof code !== 'string') return input;
  return { ...input, shipmentCode: code.trim().toUpperCase() };
}

function stampLockExpiry(
  ctx: RequestContext,
  input: Record<string, unknown>,
  current: RecordValues | null,
): Record<string, unknown> {
  if (ctx.identity.kind === 'admin' && input.expiresAt !== undefined) return input;
  const pending = input.hasPendingChanges ?? current?.hasPendingChanges ?? false;
  const hasPendingChanges = pending === true || pending === 'true' || pending === 1;
  const expiresAt = shipmentLockExpiresAt({ hasPendingChanges, now: new Date() });
  return { ...input, expiresAt: formatDateTime(expiresAt) };
}
