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
  const last = Math.max(Number(parseCounter(counter?.value)) || 0, Number(stored?.n) || 0);
  const sequence = last + 1;
  await writeParam(db, key, JSON.stringify(sequence));
  return { code: formatQuoteCode(year, sequence), sequence };
}

function parseCounter(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return 0;
  }
}
