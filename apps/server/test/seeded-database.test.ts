import { afterAll, expect, inject, it } from 'vitest';
import type { Db } from '../src/core/db/db.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Test servers start on a copy of the run's seeded database (seeded-database.ts). A server so
// started must hold what a server seeding its own empty database holds; only what is random or
// stamped at write time may differ (timestamps, salted hashes, token keys, secrets, the operator's id).

const WRITE_TIME_COLUMNS = ['created', 'updated'];
const RANDOM_COLUMNS: Record<string, string[]> = {
  _admins: ['id', 'tokenKey', 'passwordHash'],
  _params: ['id'],
  users: ['tokenKey', 'passwordHash'],
  // Derived at the time of each server's clock (docs/decisions/047).
  notifications: ['id', 'lastNotifiedAt', 'resolvedAt', 'shipmentCreated'],
  notification_schedule: ['id'],
  // Entries and bin rows get random ids; the operator who seeds is random per seed, an undo
  // names a random entry id, and a binned record's copy carries its write times.
  _history: ['id', 'actorId', 'undoOf'],
  _recycleBin: ['id', 'record'],
  // A tracking link's token is made from random bits for each database (decision 072).
  // The link a recipient of the demo's messages gets has a random id as well (decision 073).
  tracking_links: ['id', 'token'],
  // The demo's messages: random ids and unsubscribe keys (carried by the Message-ID and the
  // body's links), and the sender's note of the missing mail server, written on its own time.
  messages: ['id', 'messageId', 'unsubscribeKey', 'body', 'nextAttemptAt', 'lastError'],
  // When the demo's quotes were sent and decided is the seeding server's clock (decision 075).
  quotes: ['sentAt', 'decidedAt', 'versions'],
  // The demo's billing (issue 39): the CSD's key is made for each seed, so its certificate, the
  // seals in the XML and the test PAC's stamps (UUID, time, and the complements' chains that
  // name the paid invoices' UUIDs) differ; ids and amounts do not.
  company_csd: ['id', 'certificate', 'encryptedKey'],
  cfdi_documents: ['id', 'uuid', 'xml', 'cadena', 'acknowledgement'],
  invoices: ['uuid', 'stampedAt'],
  payments: ['uuid', 'stampedAt'],
};

/** History entries whose changes carry the billing's random parts (stamps and the CSD's dates). */
const STAMPED_HISTORY = new Set(['rmb_invoices___', 'rmb_payments___', 'rmb_companies__']);

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function started(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

type Row = Record<string, unknown>;

/**
 * Every table's rows in insertion order, without the columns that may differ. The search
 * indexes' tables (an FTS5 table and its shadow tables per searchable collection) index the
 * `searchText` of rows compared here already.
 */
async function comparableContent(db: Db): Promise<Record<string, Row[]>> {
  const tables = await db.all<{ name: string; sql: string }>(
    `SELECT "name", "sql" FROM sqlite_master WHERE "type" = 'table' AND instr("name", '__search') = 0 ORDER BY "name"`,
  );
  const content: Record<string, Row[]> = {};
  for (const { name, sql } of tables) {
    // The settings row of a copy is written after the seed's rows: order `_params` by key.
    const order = name === '_params' ? '"key"' : 'rowid';
    const rows = await db.all<Row>(`SELECT * FROM "${name}" ORDER BY ${order}`);
    const skipped = [...WRITE_TIME_COLUMNS, ...(RANDOM_COLUMNS[name] ?? [])];
    const kept = (row: Row) =>
      name === '_history' && STAMPED_HISTORY.has(String(row.collectionId))
        ? without(row, [...skipped, 'changes'])
        : without(row, skipped);
    content[name] = [{ sql }, ...rows.map((row) => withoutSecrets(kept(row)))];
  }
  return content;
}

function without(row: Row, columns: string[]): Row {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column)));
}

/**
 * The settings document with its token secrets blanked (they are random per database), and the
 * configuration's version token (random per change: config-version.ts) blanked too.
 */
function withoutSecrets(row: Row): Row {
  if (row.key === 'configVersion') return { ...row, value: '' };
  if (row.key !== 'settings') return row;
  const settings = JSON.parse(String(row.value)) as Record<string, unknown>;
  for (const value of Object.values(settings)) {
    if (value && typeof value === 'object' && 'secret' in value) value.secret = '';
  }
  return { ...row, value: settings };
}

async function tokenSecrets(db: Db): Promise<string[]> {
  const row = await db.get<{ value: string }>(
    `SELECT "value" FROM "_params" WHERE "key" = 'settings'`,
  );
  const settings = JSON.parse(row!.value) as Record<string, { secret?: string; duration?: number }>;
  // Token settings are the ones with a duration (S3 secrets are empty until configured).
  return Object.values(settings)
    .filter((value) => typeof value?.duration === 'number')
    .map((value) => String(value.secret));
}

it('a server on a copy of the seeded database holds what a fresh seed at the same moment gives', async () => {
  const { seededAt } = inject('seededDatabase');
  const [copy, fresh] = await Promise.all([started(), started({ now: new Date(seededAt) })]);
  await Promise.all([copy.notifications.ready, fresh.notifications.ready]);
  const copied = await comparableContent(copy.core.db);
  expect(copied.users!.length).toBeGreaterThan(1);
  expect(copied.shipments_ocean!.length).toBeGreaterThan(1);
  const seeded = await comparableContent(fresh.core.db);
  expect(Object.keys(copied)).toEqual(Object.keys(seeded));
  // Table by table, so a difference names its table.
  for (const table of Object.keys(seeded)) expect(copied[table], table).toEqual(seeded[table]);
});

it('servers start on copies of one seeded database, each with token secrets of its own', async () => {
  const [first, second] = await Promise.all([started(), started()]);
  // Salted hashes and the operator's id are random per seed: equal ones come from one seed.
  const seedMarks = async (db: Db) => [
    await db.all(`SELECT "id", "passwordHash" FROM "_admins" ORDER BY rowid`),
    await db.all(`SELECT "id", "passwordHash" FROM "users" ORDER BY rowid`),
  ];
  expect(await seedMarks(second.core.db)).toEqual(await seedMarks(first.core.db));
  const firstSecrets = await tokenSecrets(first.core.db);
  expect(firstSecrets.length).toBeGreaterThan(3);
  expect(firstSecrets.every((secret) => secret.length >= 30)).toBe(true);
  const shared = (await tokenSecrets(second.core.db)).filter((secret) =>
    firstSecrets.includes(secret),
  );
  expect(shared).toEqual([]);
});
