import {
  DEMO_OPERATOR,
  SHIPMENT_MODES,
  LARGE_DEMO,
  buildLargeDemoCompany,
  largeDemoShipments,
  mulberry32,
  type CollectionModel,
  type DemoRecord,
  type LargeDemoIdentity,
  type ShipmentMode,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { coerceFieldValue, zeroValue } from '../../core/records/field-values.ts';
import { encodeValues, type RecordValues } from '../../core/records/record-codec.ts';
import { syncShipmentNotifications } from '../notifications/notification-sync.ts';

const LARGE_SEED = 2027;
/** Shipments per transaction: one multi-row INSERT each, well within both engines' limits. */
const BATCH_ROWS = 200;
/**
 * The latest shipments of each mode go through the record API's create, as any client's: the
 * server stamps them created now, which only the newest are (the others keep their booking day).
 */
const THROUGH_THE_API = 10;
const PROGRESS_EVERY = 10_000;

export type LargeSeedReport = { shipments: number; ms: number } | null;

export type LargeSeedOptions = {
  log?: (message: string) => void;
  /** Another company built the same way (the web benchmark's small one); default Norte's. */
  identity?: LargeDemoIdentity;
  /** Another company needs its own: the records' ids come from this seed. */
  randomSeed?: number;
};

/**
 * `SEED_SHIPMENTS=<n>`: the large demo company (Norte Forwarding, staff@norte.test) with `count`
 * shipments over three years, a third per mode, unless the database already holds it. The
 * company, its account, its partners and the first shipments of each mode are created through
 * the record engine as the operator (rules, validation, hooks); the rest are written in batches
 * of one multi-row INSERT per transaction, each value coerced and checked as the record API
 * would, with the server's list columns computed by the same hook: 100,000 take a few minutes.
 * Those rows run the before-store hooks and get their notifications (docs/decisions/047) in
 * the same transaction; nothing is announced to realtime clients.
 */
export async function seedLargeCompany(
  core: Core,
  now: Date,
  count: number,
  {
    log = (message) => console.log(message),
    identity = LARGE_DEMO,
    randomSeed = LARGE_SEED,
  }: LargeSeedOptions = {},
): Promise<LargeSeedReport> {
  const exists = await core.db.get('SELECT 1 FROM "companies" WHERE "id" = ?', [
    identity.companyId,
  ]);
  if (exists || count <= 0) return null;
  const started = performance.now();
  const operator =
    (await core.admins.findByEmail(DEMO_OPERATOR.email)) ??
    (await core.admins.create(DEMO_OPERATOR.email, DEMO_OPERATOR.password));
  const ctx: RequestContext = {
    identity: { kind: 'admin', admin: operator },
    method: 'POST',
    query: {},
    headers: {},
  };
  const create = (name: string, record: DemoRecord) =>
    core.writer.create(collectionOf(core, name), ctx, record);
  const random = mulberry32(randomSeed);
  const company = buildLargeDemoCompany(now, random, identity);
  await create('companies', company.company);
  for (const user of company.users) await create('users', user);
  for (const partner of company.partners) await create('partners', partner);

  const batches = new BatchWriter(core, now);
  // The shipments come oldest first, the modes in turn.
  const firstViaApi = count - THROUGH_THE_API * SHIPMENT_MODES.length;
  let written = 0;
  for (const { mode, record } of largeDemoShipments({ ...company, now, random, count })) {
    const name = `shipments_${mode}`;
    if (written >= firstViaApi) await create(name, record);
    else await batches.add(collectionOf(core, name), record);
    if (++written % PROGRESS_EVERY === 0)
      log(`Seeding ${identity.companyName}: ${written} / ${count} shipments`);
  }
  await batches.flush();
  const ms = performance.now() - started;
  log(`Seeded ${identity.companyName} with ${written} shipments in ${(ms / 1000).toFixed(1)} s`);
  return { shipments: written, ms };
}

/**
 * Rows gathered per collection and written BATCH_ROWS at a time, one transaction each, with
 * their notifications derived at `now` in that transaction.
 */
class BatchWriter {
  private readonly pending = new Map<CollectionModel, RecordValues[]>();
  private readonly core: Core;
  private readonly now: Date;

  constructor(core: Core, now: Date) {
    this.core = core;
    this.now = now;
  }

  async add(collection: CollectionModel, record: DemoRecord): Promise<void> {
    const rows = this.pending.get(collection) ?? [];
    rows.push(storedRecord(this.core, collection, record));
    this.pending.set(collection, rows);
    if (rows.length >= BATCH_ROWS) await this.write(collection);
  }

  async flush(): Promise<void> {
    for (const collection of this.pending.keys()) await this.write(collection);
  }

  private async write(collection: CollectionModel): Promise<void> {
    const rows = this.pending.get(collection) ?? [];
    this.pending.set(collection, []);
    if (rows.length === 0) return;
    const columns = ['id', ...collection.schema.map((field) => field.name), 'created', 'updated'];
    const row = `(${columns.map(() => '?').join(', ')})`;
    const sql =
      `INSERT INTO ${quote(collection.name)} (${columns.map(quote).join(', ')}) ` +
      `VALUES ${rows.map(() => row).join(', ')}`;
    const params = rows.flatMap((values) => encodeValues(collection, values, columns));
    const mode = collection.name.replace('shipments_', '') as ShipmentMode;
    const shipments = rows.map((record) => ({ mode, id: String(record.id), record }));
    await this.core.db.transaction(async (tx) => {
      await tx.run(sql, params);
      await syncShipmentNotifications(this.core, shipments, this.now);
    });
  }
}

/**
 * The record as the record API would store it: every field coerced and checked (a value the
 * API would refuse stops the seed), absent fields at their zero value, the list columns
 * computed by the before-store hooks.
 */
function storedRecord(core: Core, collection: CollectionModel, record: DemoRecord): RecordValues {
  const values: RecordValues = { id: record.id, created: record.created, updated: record.updated };
  for (const field of collection.schema) {
    const raw = record[field.name];
    if (raw === undefined) {
      values[field.name] = zeroValue(field);
      continue;
    }
    const result = coerceFieldValue(field, raw);
    if ('error' in result)
      throw new Error(
        `Seed: ${collection.name}.${field.name} of ${record.id}: ${result.error.message}`,
      );
    values[field.name] = result.value;
  }
  return core.hooks.beforeStore(collection, values);
}

function collectionOf(core: Core, name: string): CollectionModel {
  const found = core.collections.find(name);
  if (!found) throw new Error(`Seed: missing collection ${name}`);
  return found;
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
