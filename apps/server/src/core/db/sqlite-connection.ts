import Database from 'better-sqlite3';
import type { SqlParams } from './db.ts';

// PocketBase v0.22's pragmas (reference §13.5). One connection serves reads and writes.
export const PRAGMAS = [
  'journal_mode = WAL',
  'busy_timeout = 10000',
  'synchronous = NORMAL',
  'foreign_keys = ON',
  'temp_store = MEMORY',
  'cache_size = -16000',
  'journal_size_limit = 200000000',
];

/** A connection to `file` with the pragmas set. */
export function open(file: string, fileMustExist: boolean): Database.Database {
  const db = new Database(file, { fileMustExist });
  for (const pragma of PRAGMAS) db.pragma(pragma);
  return db;
}

/** Parameters as SQLite binds them: booleans as 0/1, undefined as NULL. */
export function bind(params: SqlParams = []): unknown[] {
  return params.map(toSqliteValue);
}

function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  return value;
}

/** Whether `file` names a database in memory (no file another connection could open). */
export function isInMemory(file: string): boolean {
  return file === '' || file === ':memory:' || file.startsWith('file::memory:');
}
