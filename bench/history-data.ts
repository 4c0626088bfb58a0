/**
 * Fills `_history` to a given number of entries through the server's `Db`, as history-entries.ts
 * makes them up: multi-row INSERTs of BATCH rows, a transaction per CHUNK rows, with the
 * table's indexes in place all along (as a running server has them), then the engine's upkeep
 * (`ANALYZE`; `VACUUM ANALYZE` on PostgreSQL, as autovacuum would after so many inserts).
 */
import { DEMO_IDS } from '@rumbo/domain';
import type { Db } from '../apps/server/src/core/db/db.ts';
import {
  entryRow,
  HISTORY_COLUMNS,
  planEntries,
  seededRandom,
  type HistoryActorRow,
  type HistoryShipment,
} from './history-entries.ts';

const BATCH = 500;
const CHUNK = 50_000;
const SEED = 35;
/** Fields of a shipment its made-up create entry lists. */
const CREATE_FIELDS = ['shipmentCode', 'reference', 'origin', 'destination', 'status', 'vessel'];

export type HistoryFillOptions = {
  /** Entries `_history` holds once filled (those the seed wrote included). */
  totalEntries: number;
  /** Entries of the measured shipment (a Golfo ocean shipment). */
  measuredEntries: number;
  onPostgres: boolean;
};

export type HistoryFillResult = {
  totalEntries: number;
  inserted: number;
  ms: number;
  /** The shipment whose history the benchmark reads, and its entries as counted. */
  measuredId: string;
  measuredEntries: number;
  /** Other Golfo ocean shipments, for the benchmark's saves. */
  golfoIds: string[];
};

export async function fillHistory(db: Db, options: HistoryFillOptions): Promise<HistoryFillResult> {
  const started = performance.now();
  const collection = await db.get<{ id: string }>(
    `SELECT "id" FROM "_collections" WHERE "name" = ?`,
    ['shipments_ocean'],
  );
  if (!collection) throw new Error('No shipments_ocean collection');
  const existing = await countEntries(db);
  const shipments = await readShipments(db);
  // A Golfo shipment the benchmark cloned (no seed entry of its own), from the middle of its life.
  const golfo = shipments.flatMap((s, i) => (s.company === DEMO_IDS.golfo ? [i] : []));
  const cloned = golfo.filter((i) => shipments[i]!.id.startsWith('bs'));
  const measured = cloned[Math.floor(cloned.length / 2)];
  if (measured === undefined) throw new Error('Fill shipments_ocean first (no cloned Golfo row)');
  const random = seededRandom(SEED);
  const plan = planEntries(
    shipments,
    {
      total: options.totalEntries - existing,
      measured,
      measuredEntries: options.measuredEntries,
      nowMs: Date.now(),
    },
    random,
  );
  const context = {
    collectionId: collection.id,
    shipments,
    actorsOf: await actorsByCompany(db),
    random,
  };
  for (let chunk = 0; chunk < plan.count; chunk += CHUNK) {
    await db.transaction(async (tx) => {
      for (let start = chunk; start < Math.min(chunk + CHUNK, plan.count); start += BATCH) {
        const end = Math.min(start + BATCH, plan.count);
        const values: unknown[] = [];
        for (let i = start; i < end; i++) values.push(...entryRow(plan, i, context));
        await tx.run(insertSql(end - start), values);
      }
    });
  }
  // (VACUUM runs outside a transaction: a read does, where `exec` opens one.)
  if (options.onPostgres) await db.all('VACUUM ANALYZE');
  else await db.exec('ANALYZE');
  const measuredId = shipments[measured]!.id;
  return {
    totalEntries: await countEntries(db),
    inserted: plan.count,
    ms: performance.now() - started,
    measuredId,
    measuredEntries: await countEntries(db, collection.id, measuredId),
    golfoIds: golfo.filter((i) => i !== measured).map((i) => shipments[i]!.id),
  };
}

/** `rows` rows of `_history` in one INSERT. */
function insertSql(rows: number): string {
  const names = HISTORY_COLUMNS.map((c) => `"${c}"`).join(', ');
  const row = `(${HISTORY_COLUMNS.map(() => '?').join(', ')})`;
  return `INSERT INTO "_history" (${names}) VALUES ${Array<string>(rows).fill(row).join(', ')}`;
}

async function countEntries(db: Db, collectionId?: string, recordId?: string): Promise<number> {
  const where = collectionId ? ` WHERE "collectionId" = ? AND "recordId" = ?` : '';
  const params = collectionId ? [collectionId, recordId] : [];
  const row = await db.get<{ n: number }>(`SELECT COUNT(*) AS "n" FROM "_history"${where}`, params);
  return Number(row?.n);
}

async function readShipments(db: Db): Promise<HistoryShipment[]> {
  const columns = ['id', 'company', 'created', ...CREATE_FIELDS].map((c) => `"${c}"`).join(', ');
  const rows = await db.all<Record<string, string>>(
    `SELECT ${columns} FROM "shipments_ocean" ORDER BY "created", "id"`,
  );
  return rows.map((row) => ({
    id: row.id!,
    company: row.company!,
    createdMs: Date.parse(row.created!.replace(' ', 'T')),
    fields: Object.fromEntries(CREATE_FIELDS.map((field) => [field, String(row[field] ?? '')])),
  }));
}

/** Each company's people as the history names them; three made-up ones where it has none. */
async function actorsByCompany(db: Db): Promise<(company: string) => HistoryActorRow[]> {
  const users = await db.all<Record<string, string>>(
    `SELECT "id", "company", "nombreCompleto", "email" FROM "users"`,
  );
  const byCompany = new Map<string, HistoryActorRow[]>();
  for (const user of users) {
    const name = user.nombreCompleto || user.email || user.id!;
    const list = byCompany.get(user.company!) ?? [];
    list.push({ id: user.id!, collection: 'users', name });
    byCompany.set(user.company!, list);
  }
  return (company) => {
    let list = byCompany.get(company);
    if (!list) {
      list = [1, 2, 3].map((n) => ({
        id: `${company.slice(0, 12)}ac${n}`,
        collection: 'users',
        name: `Operador ${n}`,
      }));
      byCompany.set(company, list);
    }
    return list;
  };
}
