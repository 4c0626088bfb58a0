import {
  mergeQueuedUpdate,
  sameFieldValue,
  type ConflictChoice,
  type QueuedUpdateBase,
} from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';
import type {
  RepositoryCollection,
  StoredRecord,
  VersionedSave,
} from '../repository/repository-types.ts';
import { SaveCancelledError } from '../common/save-cancelled-error.ts';
import { originHeaders, type WriteOrigin } from '../common/write-origin.ts';

type Body = Record<string, unknown>;
type Choices = Record<string, ConflictChoice>;

/** How many times a save is merged again when the record keeps changing under it. */
export const VERSION_ATTEMPTS = 5;

/**
 * Request options that write only while the record is still at `version` (docs/decisions/033),
 * telling the server the write's origin when it is not the web app's plain save (decision 065).
 */
export function ifMatch(version: string, origin?: WriteOrigin) {
  const from = origin ? originHeaders(origin) : {};
  return { requestKey: null, headers: { ...from, 'If-Match': `"${version}"` } };
}

/** The server's answer to a save based on a version that is no longer the record's. */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 409;
}

/** What an update of `body` is based on: the version and the values of the fields it sets. */
export function baseOfSave(body: Body, record: StoredRecord): QueuedUpdateBase {
  const values = Object.fromEntries(Object.keys(body).map((field) => [field, record[field]]));
  return { updated: typeof record.updated === 'string' ? record.updated : '', values };
}

/**
 * Saves `data` over the record the form opened (docs/decisions/033). The server writes only while
 * the record is still at that version; when a colleague saved meanwhile (409), the record is read
 * again and merged three ways: fields only I changed are sent, fields only they changed are kept,
 * and fields we both changed are put to the user (`ask`), whose choice is sent. A record that
 * moved again in the meantime is merged again, up to VERSION_ATTEMPTS times; a choice stands only
 * while the other value is the one the user saw. Throws SaveCancelledError when the user goes
 * back to editing, and the server's errors as they are.
 */
export async function sendVersioned(
  collection: RepositoryCollection,
  id: string,
  data: Body,
  { base, ask, origin }: VersionedSave,
): Promise<StoredRecord> {
  const records = pb.collection(collection);
  const opened = baseOfSave(data, base);
  let body: Body = data;
  let version = opened.updated;
  let choices: Choices = {};
  // Once the person chose in the conflict dialog, the write is their merge (an undo stays one).
  let sentAs = origin;
  const shown = new Map<string, unknown>();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await records.update<StoredRecord>(id, body, ifMatch(version, sentAs));
    } catch (error) {
      if (!isVersionConflict(error) || attempt >= VERSION_ATTEMPTS) throw error;
    }
    const server = await records.getOne<StoredRecord>(id, { requestKey: null });
    choices = choicesStillShown(choices, shown, server);
    let merged = mergeQueuedUpdate({ data, base: opened, server, choices });
    if (merged.conflicts.length > 0) {
      const asked = await ask(merged.conflicts, server);
      if (!asked) throw new SaveCancelledError();
      for (const conflict of merged.conflicts) shown.set(conflict.field, conflict.theirs);
      choices = { ...choices, ...asked };
      if (sentAs?.source !== 'undo') sentAs = { source: 'merge' };
      merged = mergeQueuedUpdate({ data, base: opened, server, choices });
    }
    if (!merged.body) return server;
    body = merged.body;
    version = String(server.updated ?? '');
  }
}

/** The choices made against values the server still has; one that moved is asked again. */
function choicesStillShown(choices: Choices, shown: Map<string, unknown>, server: StoredRecord) {
  return Object.fromEntries(
    Object.entries(choices).filter(([field]) => sameFieldValue(shown.get(field), server[field])),
  );
}
