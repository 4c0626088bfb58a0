import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDb } from '../db/sqlite.ts';
import { withStoredRows } from './row-reader.ts';
import type { RowReader } from '../query/request-info.ts';

// A compile that reads the caller's related rows runs twice the first time (once to learn which
// rows, once with them) and once on later requests; the rows' values are read afresh each time.
let db: SqliteDb;

beforeAll(async () => {
  db = new SqliteDb(':memory:');
  await db.exec('CREATE TABLE "companies" ("id" TEXT PRIMARY KEY, "plan" TEXT)');
  await db.run('INSERT INTO "companies" VALUES (?, ?), (?, ?)', ['c1', 'gold', 'c2', 'silver']);
});

afterAll(async () => {
  await db.close();
});

/** A compile reading `company`'s row, counting its runs. */
function compileFor(company: () => string) {
  const compile = (readRow: RowReader) => {
    compile.runs++;
    return String(readRow('companies', company())?.plan ?? 'none');
  };
  compile.runs = 0;
  return compile;
}

describe('withStoredRows', () => {
  it('compiles twice without a memory and once when the same compile ran before', async () => {
    const compile = compileFor(() => 'c1');
    expect(await withStoredRows(db, compile)).toBe('gold');
    expect(compile.runs).toBe(2);
    expect(await withStoredRows(db, compile, 'memo-a')).toBe('gold');
    expect(compile.runs).toBe(4);
    expect(await withStoredRows(db, compile, 'memo-a')).toBe('gold');
    expect(compile.runs).toBe(5);
  });

  it('reads the remembered rows afresh: a changed value is seen at once', async () => {
    const compile = compileFor(() => 'c2');
    await withStoredRows(db, compile, 'memo-b');
    await db.run('UPDATE "companies" SET "plan" = ? WHERE "id" = ?', ['bronze', 'c2']);
    expect(await withStoredRows(db, compile, 'memo-b')).toBe('bronze');
    expect(compile.runs).toBe(3);
  });

  it('takes another round when the compile asks for rows it did not ask for last time', async () => {
    let company = 'c1';
    const compile = compileFor(() => company);
    await withStoredRows(db, compile, 'memo-c');
    company = 'c2';
    expect(await withStoredRows(db, compile, 'memo-c')).toBe('bronze');
    expect(compile.runs).toBe(4);
    company = 'missing';
    expect(await withStoredRows(db, compile, 'memo-c')).toBe('none');
  });
});
