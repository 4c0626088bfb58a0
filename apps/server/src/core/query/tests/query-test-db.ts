// Test support for the query compiler: the fixture collections in an in-memory database laid
// out like the real storage (one table per collection), and helpers that run built queries.
// Only *.test.ts files import this module.
import Database from 'better-sqlite3';
import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import { sqliteQueryDialect } from '../../db/dialects/sqlite-query.ts';
import { buildRecordSelect, type RecordSelectInput } from '../record-select.ts';
import { blankRequestInfo, type RequestInfo } from '../request-info.ts';
import { byName, COLLECTIONS, lookup, ROWS, type Row } from './query-test-fixtures.ts';

function columnDefinition(schemaField: SchemaField): string {
  const name = `"${schemaField.name}"`;
  if (isMultiValueField(schemaField)) return `${name} JSON DEFAULT '[]'`;
  if (schemaField.type === 'number') return `${name} NUMERIC DEFAULT 0`;
  if (schemaField.type === 'bool') return `${name} BOOLEAN DEFAULT 0`;
  if (schemaField.type === 'json') return `${name} JSON DEFAULT NULL`;
  return `${name} TEXT DEFAULT ''`;
}

const AUTH_COLUMNS = [
  'username',
  'email',
  'tokenKey',
  'passwordHash',
  'lastResetSentAt',
  'lastVerificationSentAt',
  'lastLoginAlertSentAt',
]
  .map((name) => `"${name}" TEXT DEFAULT ''`)
  .concat(['"emailVisibility" BOOLEAN DEFAULT 0', '"verified" BOOLEAN DEFAULT 0']);

/** A fresh in-memory database with every fixture collection (or the given ones) and its rows. */
export function createTestDb(
  collections: CollectionModel[] = COLLECTIONS,
  rows: Record<string, Row[]> = ROWS,
): Database.Database {
  const db = new Database(':memory:');
  for (const model of collections) {
    const columns = [
      `"id" TEXT PRIMARY KEY`,
      `"created" TEXT DEFAULT ''`,
      `"updated" TEXT DEFAULT ''`,
    ]
      .concat(model.type === 'auth' ? AUTH_COLUMNS : [])
      .concat(model.schema.map(columnDefinition));
    db.exec(`CREATE TABLE "${model.name}" (${columns.join(', ')})`);
    for (const row of rows[model.name] ?? []) {
      const keys = Object.keys(row);
      const sql = `INSERT INTO "${model.name}" (${keys.map((k) => `"${k}"`).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`;
      db.prepare(sql).run(...keys.map((k) => row[k]));
    }
  }
  return db;
}

export function guestRequest(overrides: Partial<RequestInfo> = {}): RequestInfo {
  return blankRequestInfo(overrides);
}

/** A request authenticated as a fixture user, with the record decoded like the record codec does. */
export function authRequest(
  db: Database.Database,
  userId: string,
  overrides: Partial<RequestInfo> = {},
): RequestInfo {
  const users = byName('users');
  const row = db.prepare('SELECT * FROM "users" WHERE "id" = ?').get(userId) as Row;
  const record: Row = {
    ...row,
    emailVisibility: Boolean(row.emailVisibility),
    verified: Boolean(row.verified),
  };
  for (const f of users.schema) {
    if (isMultiValueField(f) || f.type === 'json')
      record[f.name] = row[f.name] == null ? null : JSON.parse(String(row[f.name]));
  }
  return guestRequest({ auth: { collection: users, record }, ...overrides });
}

export type SelectOptions = Omit<Partial<RecordSelectInput>, 'collection'> & {
  collection?: string;
};

/** Runs a rows query and returns the ids (sorted unless a sort was requested). */
export function selectIds(
  db: Database.Database,
  filter: string,
  options: SelectOptions = {},
): string[] {
  const { sql, params } = build(filter, { mode: 'rows', ...options });
  const ids = (db.prepare(sql).all(...params) as Row[]).map((row) => String(row.id));
  return options.sort ? ids : ids.sort();
}

export function countRows(
  db: Database.Database,
  filter: string,
  options: SelectOptions = {},
): number {
  const { sql, params } = build(filter, { ...options, mode: 'count' });
  const row = db.prepare(sql).get(...params) as Row;
  return Number(Object.values(row)[0]);
}

export function build(
  filter: string,
  options: SelectOptions = {},
): { sql: string; params: unknown[] } {
  const { collection: name = 'posts', ...rest } = options;
  return buildRecordSelect({
    dialect: sqliteQueryDialect,
    collection: byName(name),
    lookup,
    request: guestRequest(),
    allowHiddenFields: true,
    conditions: [filter],
    mode: 'rows',
    now: new Date('2024-06-15T12:00:00.000Z'),
    ...rest,
  });
}
