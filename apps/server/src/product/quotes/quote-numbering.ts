import { formatQuoteCode } from '@rumbo/domain';
import type { Db } from '../../core/db/db.ts';
import { writeParam } from '../../core/db/params.ts';

/**
 * The next quote number of a company and year (decision 075), inside the create's transaction.
 * Writes are serial on both engines (SQLite has one writer; every PostgreSQL write transaction
 * takes the database's write lock first), so reading and advancing the counter cannot race. The
 * counter in `_params` remembers numbers of deleted quotes, so a number is never given twice;
 * the highest number stored is the floor, should the counter be missing (a copied database).
 */
export async function takeQuoteNumber(
  db: Db,
  company: string,
  year: number,
): Promise<{ code: string; sequence: number }> {
  const key = `quoteSequence:${company}:${year}`;
  const counter = await db.get<{ value: unknown }>(
    'SELECT "value" FROM "_params" WHERE "key" = ?',
    [key],
  );
  const stored = await db.get<{ n: unknown }>(
    `SELECT MAX("sequence") AS "n" FROM "quotes" WHERE "company" = ? AND "code" LIKE ?`,
    [company, `QTE${year}%`],
  );
  const last = Math.max(lastOf(counter?.value), Number(stored?.n) || 0);
  const sequence = last + 1;
  // An object, not a bare number: SQLite would store a bare number as an integer, and a copy to
  // PostgreSQL would no longer read the same value back (db-copy checks every value).
  await writeParam(db, key, JSON.stringify({ last: sequence }));
  return { code: formatQuoteCode(year, sequence), sequence };
}

/** The last number a stored counter gave (`{"last": n}`), 0 for none or anything unreadable. */
function lastOf(value: unknown): number {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return 0;
    }
  }
  const last =
    typeof parsed === 'object' && parsed !== null ? (parsed as { last?: unknown }).last : parsed;
  return Number(last) || 0;
}
