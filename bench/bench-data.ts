import { DEMO_IDS } from '@rumbo/domain';
import type { Db } from '../apps/server/src/core/db/db.ts';
import { withListColumns } from './list-columns.ts';

const TABLE = 'shipments_ocean';
/** Synthetic tenants beside the three demo companies: 20 companies in all. */
const EXTRA_COMPANIES = 17;
const DAY_MS = 24 * 60 * 60 * 1000;

export type FillOptions = {
  /** Rows the table holds once filled. */
  totalRows: number;
  /** Rows of the demo Golfo company once filled (demo rows included). */
  golfoRows: number;
};

export type FillResult = { totalRows: number; golfoRows: number; inserted: number; ms: number };

type Row = Record<string, unknown>;

/**
 * Grows `shipments_ocean` to `totalRows` by cloning the demo shipments (so rows keep their real
 * size and shape: payload JSON, itinerary, dates …) with new ids, codes, companies and dates.
 * Golfo's extra rows are spread evenly through the insert order, as a busy tenant's would be.
 * Each copy gets its list columns computed from its own fields (list-columns.ts).
 * One transaction, one prepared INSERT (the Db's statement cache), then `ANALYZE`.
 */
export async function fillShipments(db: Db, options: FillOptions): Promise<FillResult> {
  const started = performance.now();
  const templates = await db.all<Row>(`SELECT * FROM "${TABLE}" ORDER BY "created", "id"`);
  if (templates.length === 0) throw new Error('Seed the demo data first (no shipment to clone).');
  const existing = templates.length;
  const existingGolfo = await countCompany(db, DEMO_IDS.golfo);
  const toInsert = Math.max(0, options.totalRows - existing);
  const golfoToInsert = Math.min(toInsert, Math.max(0, options.golfoRows - existingGolfo));
  const others = [DEMO_IDS.plata, DEMO_IDS.vencida, ...(await insertCompanies(db))];
  const columns = Object.keys(templates[0]!);
  const insert = `INSERT INTO "${TABLE}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  const now = Date.now();
  await db.transaction(async (tx) => {
    let otherIndex = 0;
    for (let i = 0; i < toInsert; i++) {
      // Exactly golfoToInsert Golfo rows, evenly spaced: the integer part of i·k/n steps up.
      const isGolfo =
        Math.floor(((i + 1) * golfoToInsert) / toInsert) >
        Math.floor((i * golfoToInsert) / toInsert);
      const company = isGolfo ? DEMO_IDS.golfo : others[otherIndex++ % others.length]!;
      const clone = cloneRow(templates[i % existing]!, i, company, now - (i % 730) * DAY_MS);
      const row = withListColumns(TABLE, clone);
      await tx.run(
        insert,
        columns.map((c) => row[c]),
      );
    }
  });
  await db.exec('ANALYZE');
  return {
    totalRows: await countAll(db),
    golfoRows: await countCompany(db, DEMO_IDS.golfo),
    inserted: toInsert,
    ms: performance.now() - started,
  };
}

export async function countCompany(db: Db, company: string): Promise<number> {
  const sql = `SELECT COUNT(*) AS "n" FROM "${TABLE}" WHERE "company" = ?`;
  return Number((await db.get<{ n: number }>(sql, [company]))?.n);
}

async function countAll(db: Db): Promise<number> {
  return Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS "n" FROM "${TABLE}"`))?.n);
}

/** The template with a new identity; ids inside its payload JSON follow along. */
function cloneRow(template: Row, index: number, company: string, createdMs: number): Row {
  const id = benchId('bs', index);
  const created = new Date(createdMs).toISOString().replace('T', ' ');
  const code = `OCN${new Date(createdMs).getUTCFullYear()}${String(index).padStart(6, '0')}`;
  const reference = `PO-${String(100000 + index)}`;
  const retarget = (text: unknown) =>
    typeof text === 'string'
      ? text
          .replaceAll(String(template.id), id)
          .replaceAll(String(template.company), company)
          .replaceAll(String(template.shipmentCode), code)
      : text;
  return {
    ...template,
    id,
    company,
    payload: retarget(template.payload),
    reference,
    ref: reference,
    shipmentCode: code,
    legacyId: '',
    created,
    updated: created,
  };
}

/** The synthetic tenants, as minimal `companies` rows so the relation points somewhere. */
async function insertCompanies(db: Db): Promise<string[]> {
  const ids: string[] = [];
  const now = new Date().toISOString().replace('T', ' ');
  for (let i = 1; i <= EXTRA_COMPANIES; i++) {
    const id = benchId('bc', i);
    await db.run(
      'INSERT INTO "companies" ("id", "name", "created", "updated") VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [id, `Bench Freight ${i}`, now, now],
    );
    ids.push(id);
  }
  return ids;
}

/** 15 characters of [a-z0-9], like PocketBase ids. */
function benchId(prefix: string, index: number): string {
  return prefix + index.toString(36).padStart(15 - prefix.length, '0');
}
