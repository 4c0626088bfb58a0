import type { Db } from '../db/db.ts';
import { quoteName } from '../query/sql-fragment.ts';
import type { RowReader } from '../query/request-info.ts';

type StoredRow = Record<string, unknown>;

// An `@request.auth.a.b.c` path walks one stored row per relation; PocketBase's own limit on
// nested relations is 6, so this many rounds always reach the end of a path.
const MAX_ROUNDS = 8;

/**
 * Runs `build` (a synchronous query compile) with the stored rows it asks for: rules that read
 * the caller's related records (record-select.ts) name a row only while they compile. The first
 * round notes which rows it asked for, they are read, and `build` runs again until it asks for
 * nothing new; a row that does not exist stays absent, as it would for a direct read.
 */
export async function withStoredRows<T>(db: Db, build: (readRow: RowReader) => T): Promise<T> {
  const known = new Map<string, StoredRow | undefined>();
  for (let round = 0; ; round++) {
    const missing = new Map<string, [string, string]>();
    const readRow: RowReader = (table, id) => {
      const key = `${table}\u0000${id}`;
      if (known.has(key)) return known.get(key);
      missing.set(key, [table, id]);
      return undefined;
    };
    const result = build(readRow);
    if (missing.size === 0 || round >= MAX_ROUNDS) return result;
    for (const [key, [table, id]] of missing)
      known.set(
        key,
        await db.get<StoredRow>(`SELECT * FROM ${quoteName(table)} WHERE "id" = ?`, [id]),
      );
  }
}
