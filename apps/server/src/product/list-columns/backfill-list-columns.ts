import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CollectionModel } from '@rumbo/domain';
import type { CollectionStore } from '../../core/collections/collection-store.ts';
import type { Db } from '../../core/db/db.ts';
import { writeParam } from '../../core/db/params.ts';
import { decodeRow, encodeValues, updateSql } from '../../core/records/record-codec.ts';
import {
  COMPUTED_COLLECTION_NAMES,
  computedColumnsOf,
  type ComputedColumns,
} from './list-columns.ts';

/**
 * Rows per transaction: each batch holds the write lock for a few tens of milliseconds, so
 * writes made meanwhile wait at most that long (100,000 rows are about 500 batches).
 */
export const BACKFILL_BATCH_ROWS = 200;

const VERSION_KEY = (collection: string) => `listColumns.${collection}.version`;

export type BackfillReport = Record<string, number>;

export type BackfillOptions = {
  batchRows?: number;
  /** Asked between batches: true stops the work (the server is closing); the rest waits for
   * the next start. */
  stopped?: () => boolean;
};

/**
 * Computes the list columns (list-columns.ts) of stored rows that lack them: rows written before
 * the columns existed, copied in by other means, or whose code a migration changed; and, once,
 * every row of a collection whose computation changed since it last ran (its version in
 * `_params`). Batches of rows are read and written in one transaction each, so a concurrent
 * update of the same row comes wholly before or after, and other writes pass between batches.
 * Returns how many rows of each collection were computed.
 */
export async function backfillListColumns(
  db: Db,
  collections: CollectionStore,
  { batchRows = BACKFILL_BATCH_ROWS, stopped = () => false }: BackfillOptions = {},
): Promise<BackfillReport> {
  const report: BackfillReport = {};
  for (const name of COMPUTED_COLLECTION_NAMES) {
    const collection = collections.find(name);
    const computed = collection && computedColumnsOf(collection);
    if (!collection || !computed) continue;
    const everyRow = (await readVersion(db, name)) !== computed.version;
    const plan = { everyRow, batchRows, stopped };
    report[name] = await backfillCollection(db, collection, computed, plan);
    if (stopped()) break;
    if (everyRow) await writeVersion(db, name, computed.version);
  }
  return report;
}

/**
 * For collections without rows, records the current computation as applied: the rows written
 * from now on get their columns from the hooks, so a new database (and its demo seed) needs no
 * backfill. Call at start, before anything is written.
 */
export async function markEmptyCollectionsComputed(
  db: Db,
  collections: CollectionStore,
): Promise<void> {
  for (const name of COMPUTED_COLLECTION_NAMES) {
    const collection = collections.find(name);
    const computed = collection && computedColumnsOf(collection);
    if (!collection || !computed) continue;
    if (await db.get(`SELECT 1 FROM ${quote(name)} LIMIT 1`)) continue;
    await writeVersion(db, name, computed.version);
  }
}

async function backfillCollection(
  db: Db,
  collection: CollectionModel,
  computed: ComputedColumns,
  { everyRow, batchRows, stopped }: Required<BackfillOptions> & { everyRow: boolean },
): Promise<number> {
  const table = quote(collection.name);
  const { column, when } = computed.missing;
  const missing = when === 'null' ? `${quote(column)} IS NULL` : `${quote(column)} = ''`;
  const select =
    `SELECT * FROM ${table} WHERE "id" > ?${everyRow ? '' : ` AND ${missing}`} ` +
    `ORDER BY "id" LIMIT ${batchRows}`;
  let after = '';
  let count = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx.all(select, [after]);
      for (const row of rows) {
        const record = decodeRow(collection, row);
        const values = computed.compute(record);
        const columns = Object.keys(values);
        await tx.run(updateSql(collection, columns), [
          ...encodeValues(collection, values, columns),
          record.id,
        ]);
      }
      if (rows.length > 0) after = String(rows[rows.length - 1]!.id);
      return rows.length;
    });
    count += done;
    if (done < batchRows || stopped()) return count;
    await nextTurn();
  }
}

/** The version last computed, kept in `_params` as `{"version":1}` (JSON text on every engine). */
async function readVersion(db: Db, collection: string): Promise<number | null> {
  const row = await db.get<{ value: string }>('SELECT "value" FROM "_params" WHERE "key" = ?', [
    VERSION_KEY(collection),
  ]);
  try {
    const value = JSON.parse(String(row?.value)) as { version?: unknown } | null;
    return typeof value?.version === 'number' ? value.version : null;
  } catch {
    return null;
  }
}

async function writeVersion(db: Db, collection: string, version: number): Promise<void> {
  await writeParam(db, VERSION_KEY(collection), JSON.stringify({ version }));
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export type BackgroundBackfill = {
  /** Settles when the work is done or stopped (failures are logged, never thrown). */
  done: Promise<BackfillReport>;
  /** Stops after the batch under way and waits for it. */
  stop(): Promise<void>;
};

/** Runs the backfill beside the server's requests. */
export function backfillInBackground(db: Db, collections: CollectionStore): BackgroundBackfill {
  let isStopped = false;
  const done = backfillListColumns(db, collections, { stopped: () => isStopped }).catch(
    (error: unknown) => {
      if (!isStopped) console.error('Computing the list columns failed:', error);
      return {};
    },
  );
  return {
    done,
    stop: async () => {
      isStopped = true;
      await done;
    },
  };
}
