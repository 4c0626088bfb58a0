import { randomBytes } from 'node:crypto';
import { SHIPMENT_COLLECTION_NAMES } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { authRecordId, isAdmin } from '../../core/records/identity.ts';
import { ApiError, fieldError, validationError } from '../../tools/errors.ts';

const SHIPMENT_TABLES = new Set<string>(SHIPMENT_COLLECTION_NAMES);

/** A new link's token: 192 random bits as 32 URL-safe characters (issue 37 asks ≥ 128). */
export function newTrackingToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Creating a tracking link (decision 072): the server makes its token whatever the client sent,
 * names who created it, starts it unopened, and refuses a shipment the caller cannot see or that
 * belongs to another company than the link's, at the `shipment` field as PocketBase refuses a
 * relation to a missing record.
 */
export function registerTrackingLinkHooks(core: Core): void {
  core.hooks.onBeforeCreate(async ({ collection, ctx, input }) => {
    if (collection.name !== 'tracking_links') return input;
    const shipmentCollection = String(input.shipmentCollection ?? '');
    const shipmentId = String(input.shipment ?? '');
    const shipments = SHIPMENT_TABLES.has(shipmentCollection)
      ? core.collections.find(shipmentCollection)
      : undefined;
    if (shipments && shipmentId) {
      const shipment = await core.reader.view(shipments, shipmentId, ctx).catch((error) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
      if (!shipment || shipment.company !== input.company) throw missingShipment();
    }
    return {
      ...input,
      token: newTrackingToken(),
      lastOpenedAt: '',
      // Operators (the demo seed) may name the colleague; a person is always themselves.
      createdBy: isAdmin(ctx.identity) ? String(input.createdBy ?? '') : authRecordId(ctx.identity),
    };
  });
}

function missingShipment(): ApiError {
  return validationError({
    shipment: fieldError(
      'validation_missing_rel_records',
      'Failed to find all relation records with the provided ids',
    ),
  });
}
