import { ClientResponseError } from 'pocketbase';
import { isTakenValue } from '../common/taken-value.ts';
import { repository } from '../repository/repository.ts';
import type { ModeShipment, StoredRecord, VersionedSave } from '../repository/repository-types.ts';
import type { ShipmentCollection } from '../common/shipment-collection.ts';

type Body = Record<string, unknown>;

/** How many codes a create tries before giving up (each refused one means someone took it). */
export const CREATE_CODE_ATTEMPTS = 5;

export type CreateWithFreshCodeInput<T> = {
  firstCode: string;
  create: (code: string) => Promise<T>;
  /** The next code to try, knowing which ones the server refused as taken. */
  nextCode: (refused: readonly string[]) => Promise<string>;
  attempts?: number;
};

/**
 * Creates a shipment under the next free code: the server refuses a code the company already
 * has (unique index, `validation_not_unique` on shipmentCode), so two people creating at once
 * never share one; the refused code is skipped and the create tried again.
 */
export async function createWithFreshCode<T>({
  firstCode,
  create,
  nextCode,
  attempts = CREATE_CODE_ATTEMPTS,
}: CreateWithFreshCodeInput<T>): Promise<{ record: T; code: string }> {
  const refused: string[] = [];
  let code = firstCode;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { record: await create(code), code };
    } catch (error) {
      if (!isDuplicateCode(error) || attempt >= attempts) throw error;
      refused.push(code);
      code = await nextCode(refused);
    }
  }
}

/** The server's answer to a shipment code the company already has. */
export function isDuplicateCode(error: unknown): boolean {
  return isTakenValue(error, 'shipmentCode');
}

/** Thrown when a shipment being saved no longer exists on the server, even after a resync. */
export class ShipmentGoneError extends Error {
  constructor() {
    super('The shipment no longer exists on the server.');
    this.name = 'ShipmentGoneError';
  }
}

export type UpdateResyncingInput = {
  collection: ShipmentCollection;
  id: string;
  bodyFor: (id: string) => Body;
  /** Reloads the company's shipments of the mode and finds this one again (by code or payload id). */
  findAgain: () => Promise<ModeShipment | null>;
  /** The shipment the body was merged over, and who decides clashes (docs/decisions/033). */
  versioned?: VersionedSave;
};

/**
 * Updates a shipment through the data layer (remote first; offline it is queued), over the
 * version it was merged with when `versioned` says which. A 404 means
 * the id is stale (SPEC §8): the list is resynced and the update retried with the id found
 * there; if the shipment is still missing, ShipmentGoneError. Other errors are rethrown.
 */
export async function updateResyncing({
  collection,
  id,
  bodyFor,
  findAgain,
  versioned,
}: UpdateResyncingInput): Promise<StoredRecord> {
  const shipments = repository<StoredRecord>(collection);
  try {
    return await shipments.update(id, bodyFor(id), versioned);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const found = await findAgain();
  if (!found) throw new ShipmentGoneError();
  try {
    const again = versioned ? { ...versioned, base: found } : undefined;
    return await shipments.update(found.id, bodyFor(found.id), again);
  } catch (error) {
    throw isNotFound(error) ? new ShipmentGoneError() : error;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 404;
}
