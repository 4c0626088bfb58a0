import {
  isShipmentMode,
  nextShipmentCode,
  RESTORE_CODE_FIELD,
  type CollectionModel,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { Db } from '../../core/db/db.ts';
import { encodeValues, insertSql, type RecordValues } from '../../core/records/record-codec.ts';
import type { ChangeEvent } from '../../core/records/record-hooks.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { badRequest, notFound } from '../../tools/errors.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { binScope } from './bin-access.ts';
import { binRowFrom, type BinRow } from './recycle-bin-store.ts';

const ATTEMPTS = 5;
const ID_TAKEN = 'Another record holds this id now; the deleted one cannot come back.';

export type Restored = { collection: CollectionModel; record: RecordValues; codeChanged: boolean };

/**
 * Brings a record back from the bin, once: the bin row is claimed and the record inserted again
 * in one transaction, with its own code, or the next free one when a colleague took it meanwhile
 * (a code taken by a concurrent create between the check and the insert retries). The record's
 * files never left the storage. Hooks see a create (notifications, figures, realtime) marked as
 * restored, which the history records as `restore`. Someone who may not restore it gets 404.
 */
export async function restoreFromBin(
  core: Core,
  binId: string,
  ctx: RequestContext,
): Promise<Restored> {
  const scope = await binScope(core, ctx);
  for (let attempt = 1; ; attempt++) {
    try {
      return await restoreOnce(core, binId, ctx, scope);
    } catch (error) {
      const taken = core.db.dialect.uniqueViolation(error);
      if (taken?.includes('id')) throw badRequest(ID_TAKEN);
      if (attempt >= ATTEMPTS || !taken) throw error;
    }
  }
}

async function restoreOnce(
  core: Core,
  binId: string,
  ctx: RequestContext,
  scope: string | null,
): Promise<Restored> {
  const { restored, announced } = await core.db.transaction(async (tx) => {
    const bin = await claim(tx, binId, scope);
    const collection = core.collections.find(bin.collectionId);
    if (!collection) throw notFound();
    const record: RecordValues = { ...bin.record, updated: nowDateTime() };
    const codeChanged = await freeCode(tx, collection, record);
    core.hooks.beforeStore(collection, record);
    const stored = new Set(['id', 'created', 'updated', ...collection.schema.map((f) => f.name)]);
    const columns = Object.keys(record).filter((column) => stored.has(column));
    await tx.run(insertSql(collection, columns), encodeValues(collection, record, columns));
    const followUps = await core.hooks.createWritten({ collection, record, ctx, restored: true });
    const announced: ChangeEvent[] = [{ action: 'create', collection, record }, ...followUps];
    await core.hooks.committing(announced);
    return { restored: { collection, record, codeChanged }, announced };
  });
  for (const change of announced) await core.hooks.afterChange(change);
  return restored;
}

/** Takes the row out of the bin; 404 when it is gone (restored meanwhile) or not the caller's. */
async function claim(tx: Db, binId: string, scope: string | null): Promise<BinRow> {
  const row = await tx.get(`SELECT * FROM "_recycleBin" WHERE "id" = ?`, [binId]);
  if (!row) throw notFound();
  const bin = binRowFrom(row);
  if (scope !== null && bin.company !== scope) throw notFound();
  const { changes } = await tx.run(`DELETE FROM "_recycleBin" WHERE "id" = ?`, [binId]);
  if (changes !== 1) throw notFound();
  return bin;
}

/** Gives the record the next free code when its own was taken meanwhile; whether it did. */
async function freeCode(tx: Db, collection: CollectionModel, record: RecordValues) {
  const field = RESTORE_CODE_FIELD[collection.name];
  const code = field ? String(record[field] ?? '') : '';
  if (!field || code === '') return false;
  const table = `"${collection.name}"`;
  const taken = await tx.get(
    `SELECT 1 AS "taken" FROM ${table} WHERE "company" = ? AND upper("${field}") = upper(?)`,
    [record.company, code],
  );
  if (!taken) return false;
  const rows = await tx.all(`SELECT "${field}" AS "code" FROM ${table} WHERE "company" = ?`, [
    record.company,
  ]);
  const mode = collection.name.replace('shipments_', '');
  if (!isShipmentMode(mode)) return false;
  const next = nextShipmentCode({ mode, now: new Date(), existingCodes: rows.map((r) => r.code) });
  record[field] = next;
  if (record.payload && typeof record.payload === 'object' && !Array.isArray(record.payload))
    record.payload = { ...(record.payload as object), [field]: next };
  return true;
}
