import Database from 'better-sqlite3';
import type { Db, SqlParams } from './db.ts';

// PocketBase v0.22's pragmas (reference §13.5). One connection serves reads and writes: better-sqlite3
// is synchronous, so writes are serialised in-process and SQLITE_BUSY cannot arise from our own load.
const PRAGMAS = [
  'journal_mode = WAL',
  'busy_timeout = 10000',
  'synchronous = NORMAL',
  'foreign_keys = ON',
  'temp_store = MEMORY',
  'cache_size = -16000',
  'journal_size_limit = 200000000',
];

export function openSqlite(file: string, options: { fileMustExist?: boolean } = {}): Db {
  const db = new Database(file, { fileMustExist: options.fileMustExist ?? false });
  for (const pragma of PRAGMAS) db.pragma(pragma);
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size > 2000) statements.clear();
      statements.set(sql, statement);
    }
    return statement;
  };
  const bind = (params: SqlParams = []) => params.map(toSqliteValue);
  return {
    dialect: 'sqlite',
    all: <T>(sql: string, params?: SqlParams) => prepare(sql).all(...bind(params)) as T[],
    get: <T>(sql: string, params?: SqlParams) => prepare(sql).get(...bind(params)) as T | undefined,
    run: (sql, params) => ({ changes: prepare(sql).run(...bind(params)).changes }),
    exec: (sql) => {
      statements.clear();
      db.exec(sql);
    },
    transaction: (fn) => db.transaction(fn)(),
    backup: async (destination) => {
      await db.backup(destination);
    },
    close: () => db.close(),
  };
}

function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  return value;
}
