// The query compiler's fixture database on either engine, and the helpers that run built queries
// on it: SQLite in memory (src/core/query/tests/query-test-db.ts) or a PostgreSQL schema of its
// own.
import { isMultiValueField, type CollectionModel } from '@rumbo/domain';
import { postgresQueryDialect } from '../src/core/db/dialects/postgres-query.ts';
import { sqliteQueryDialect } from '../src/core/db/dialects/sqlite-query.ts';
import type { QueryDialect } from '../src/core/query/query-dialect.ts';
import { build, createTestDb, type SelectOptions } from '../src/core/query/tests/query-test-db.ts';
import {
  COLLECTIONS,
  ROWS,
  byName,
  type Row,
} from '../src/core/query/tests/query-test-fixtures.ts';
import {
  blankRequestInfo,
  type RequestInfo,
  type RowReader,
} from '../src/core/query/request-info.ts';
import { openPostgresSchema, type PostgresSchema } from './postgres-schema.ts';

export type QueryEngine = {
  name: 'sqlite' | 'postgres';
  dialect: QueryDialect;
  all(sql: string, params: unknown[]): Promise<Row[]>;
  /** Reads a row by id as this engine returns it (loaded up front: the compiler reads in sync). */
  readRow: RowReader;
  close(): Promise<void>;
};

export type Fixtures = { collections: CollectionModel[]; rows: Record<string, Row[]> };

export const QUERY_FIXTURES: Fixtures = { collections: COLLECTIONS, rows: ROWS };

export function sqliteEngine(fixtures = QUERY_FIXTURES): QueryEngine {
  const db = createTestDb(fixtures.collections, fixtures.rows);
  return {
    name: 'sqlite',
    dialect: sqliteQueryDialect,
    all: async (sql, params) => db.prepare(sql).all(...params) as Row[],
    readRow: (table, id) =>
      db.prepare(`SELECT * FROM "${table}" WHERE id = ?`).get(id) as Row | undefined,
    close: async () => {
      db.close();
    },
  };
}

/**
 * The fixture collections in a fresh schema, laid out as the PostgreSQL storage lays them out
 * (typed columns mirroring PocketBase's SQLite DDL). Text columns use an ICU collation, so the
 * tests show that the dialect's text ordering does not depend on the columns' collation.
 */
export async function postgresEngine(url: string, fixtures = QUERY_FIXTURES): Promise<QueryEngine> {
  const schema = await openPostgresSchema(url);
  for (const model of fixtures.collections) await createTable(schema, model, fixtures.rows);
  const stored = new Map<string, Row>();
  for (const model of fixtures.collections) {
    for (const row of await schema.all(`SELECT * FROM "${model.name}"`, [])) {
      stored.set(`${model.name}\u0000${String(row.id)}`, row);
    }
  }
  return {
    name: 'postgres',
    dialect: postgresQueryDialect,
    all: (sql, params) => schema.all(sql, params),
    readRow: (table, id) => stored.get(`${table}\u0000${id}`),
    close: () => schema.close(),
  };
}

const TEXT = `TEXT COLLATE "en-x-icu" NOT NULL DEFAULT ''`;
const AUTH_COLUMNS = ['username', 'email', 'tokenKey', 'passwordHash', 'lastResetSentAt']
  .map((name) => `"${name}" ${TEXT}`)
  .concat(['"emailVisibility" BOOLEAN NOT NULL DEFAULT FALSE'])
  .concat(['"verified" BOOLEAN NOT NULL DEFAULT FALSE']);

function columnDefinition(field: CollectionModel['schema'][number]): string {
  const name = `"${field.name}"`;
  if (isMultiValueField(field)) return `${name} TEXT NOT NULL DEFAULT '[]'`;
  if (field.type === 'number') return `${name} DOUBLE PRECISION NOT NULL DEFAULT 0`;
  if (field.type === 'bool') return `${name} BOOLEAN NOT NULL DEFAULT FALSE`;
  if (field.type === 'json') return `${name} TEXT DEFAULT NULL`;
  return `${name} ${TEXT}`;
}

async function createTable(
  schema: PostgresSchema,
  model: CollectionModel,
  rows: Record<string, Row[]>,
): Promise<void> {
  const columns = [`"id" TEXT COLLATE "en-x-icu" PRIMARY KEY`, `"created" ${TEXT}`]
    .concat([`"updated" ${TEXT}`])
    .concat(model.type === 'auth' ? AUTH_COLUMNS : [])
    .concat(model.schema.map(columnDefinition));
  await schema.all(`CREATE TABLE "${model.name}" (${columns.join(', ')})`, []);
  const bools = new Set(['verified', 'emailVisibility']);
  for (const field of model.schema) if (field.type === 'bool') bools.add(field.name);
  for (const row of rows[model.name] ?? []) {
    const keys = Object.keys(row);
    const values = keys.map((key) => (bools.has(key) ? Boolean(row[key]) : row[key]));
    const names = keys.map((key) => `"${key}"`).join(', ');
    const placeholders = keys.map(() => '?').join(', ');
    await schema.all(`INSERT INTO "${model.name}" (${names}) VALUES (${placeholders})`, values);
  }
}

/** Options of a case: the compiler input plus who asks. */
export type EngineSelectOptions = SelectOptions & {
  as?: string;
  authRecord?: Record<string, unknown>;
  useReadRow?: boolean;
};

function input(engine: QueryEngine, options: EngineSelectOptions): Promise<SelectOptions> {
  const { as, authRecord, useReadRow, ...rest } = options;
  const select: SelectOptions = { ...rest, dialect: engine.dialect };
  if (useReadRow) select.readRow = engine.readRow;
  if (!as) return Promise.resolve(select);
  return authRequest(engine, as, authRecord).then((request) => ({ ...select, request }));
}

/** A request signed in as a fixture user, the record decoded as the record codec decodes it. */
export async function authRequest(
  engine: QueryEngine,
  userId: string,
  overrides: Record<string, unknown> = {},
): Promise<RequestInfo> {
  const users = byName('users');
  const [row] = await engine.all('SELECT * FROM "users" WHERE "id" = ?', [userId]);
  if (!row) throw new Error(`no fixture user ${userId}`);
  const record: Row = {
    ...row,
    emailVisibility: Boolean(row.emailVisibility),
    verified: Boolean(row.verified),
  };
  for (const f of users.schema) {
    if (isMultiValueField(f) || f.type === 'json')
      record[f.name] = row[f.name] == null ? null : JSON.parse(String(row[f.name]));
  }
  return blankRequestInfo({ auth: { collection: users, record: { ...record, ...overrides } } });
}

/** Runs a rows query and returns the ids (sorted unless a sort was requested). */
export async function selectIds(
  engine: QueryEngine,
  filter: string,
  options: EngineSelectOptions = {},
): Promise<string[]> {
  const { sql, params } = build(filter, { mode: 'rows', ...(await input(engine, options)) });
  const ids = (await engine.all(sql, params)).map((row) => String(row.id));
  return options.sort ? ids : ids.sort();
}

export async function countRows(
  engine: QueryEngine,
  filter: string,
  options: EngineSelectOptions = {},
): Promise<number> {
  const { sql, params } = build(filter, { ...(await input(engine, options)), mode: 'count' });
  const [row] = await engine.all(sql, params);
  return Number(Object.values(row ?? {})[0]);
}
