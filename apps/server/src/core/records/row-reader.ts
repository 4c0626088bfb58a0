import type { Db } from '../db/db.ts';
import { quoteName } from '../query/sql-fragment.ts';
import type { RowReader } from '../query/request-info.ts';
import { keptPerDb } from '../db/kept-while-unchanged.ts';

type StoredRow = Record<string, unknown>;
type RowRef = [table: string, id: string];

// An `@request.auth.a.b.c` path walks one stored row per relation; PocketBase's own limit on
// nested relations is 6, so this many rounds always reach the end of a path.
const MAX_ROUNDS = 8;
/** Compiles whose rows are remembered at most; the memory is simply emptied when it is full. */
const REMEMBERED_COMPILES = 2_000;
/** Stored rows kept at most per database while it is unchanged (decision 069). */
const KEPT_ROWS = 2_000;

/**
 * Runs `build` (a synchronous query compile) with the stored rows it asks for: rules that read
 * the caller's related records (record-select.ts) name a row only while they compile. The first
 * round notes which rows it asked for, they are read, and `build` runs again until it asks for
 * nothing new; a row that does not exist stays absent, as it would for a direct read.
 *
 * With a `memo` key (the compile's inputs and the caller), the rows the same compile asked for
 * last time are read before the first round, so a repeated request compiles once instead of
 * twice (decision 064). They are read afresh every time: only which rows, never their values,
 * is remembered; a guess gone stale costs a round, as without it.
 *
 * The values themselves are kept only while the database is unchanged (`Db.changeMark`,
 * decision 069): the caller's company read for one request serves the next until anything is
 * written (`requestMark`: the request's mark, RequestContext.mark).
 */
export async function withStoredRows<T>(
  db: Db,
  build: (readRow: RowReader) => T,
  memo?: string,
  requestMark?: number | null,
): Promise<T> {
  const known = new Map<string, StoredRow | undefined>();
  const asked = new Map<string, RowRef>();
  const predicted = memo === undefined ? undefined : rowsAskedBefore.get(memo);
  const mark = db.changeMark(requestMark);
  if (predicted) await readInto(db, mark, known, predicted);
  for (let round = 0; ; round++) {
    const missing = new Map<string, RowRef>();
    const readRow: RowReader = (table, id) => {
      const key = rowKey(table, id);
      asked.set(key, [table, id]);
      if (known.has(key)) return known.get(key);
      missing.set(key, [table, id]);
      return undefined;
    };
    asked.clear();
    const result = build(readRow);
    if (missing.size === 0 || round >= MAX_ROUNDS) {
      if (memo !== undefined) remember(memo, [...asked.values()]);
      return result;
    }
    await readInto(db, mark, known, [...missing.values()]);
  }
}

const rowsAskedBefore = new Map<string, RowRef[]>();

function remember(memo: string, asked: RowRef[]): void {
  if (rowsAskedBefore.size >= REMEMBERED_COMPILES) rowsAskedBefore.clear();
  rowsAskedBefore.set(memo, asked);
}

/** Reads the rows into `known`: kept ones from memory, the others from the database. */
async function readInto(
  db: Db,
  mark: number | null,
  known: Map<string, StoredRow | undefined>,
  rows: RowRef[],
): Promise<void> {
  const kept = keptRowsOf(db);
  const read = await Promise.all(
    rows.map(async ([table, id]) => {
      const key = rowKey(table, id);
      const row = kept.get(key, mark);
      if (row !== undefined) return row ?? undefined;
      const stored = await db.get<StoredRow>(`SELECT * FROM ${quoteName(table)} WHERE "id" = ?`, [
        id,
      ]);
      kept.set(key, mark, stored ? Object.freeze(stored) : null);
      return stored;
    }),
  );
  rows.forEach(([table, id], index) => known.set(rowKey(table, id), read[index]));
}

const keptRowsOf = keptPerDb<Readonly<StoredRow> | null>(KEPT_ROWS);

function rowKey(table: string, id: string): string {
  return `${table}\u0000${id}`;
}
