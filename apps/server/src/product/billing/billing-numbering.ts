import type { Db } from '../../core/db/db.ts';
import { writeParam } from '../../core/db/params.ts';

/**
 * The next folio of a company's series (decision 079), taken inside the create's transaction like
 * a quote's number (decision 075): writes are serial on both engines, the counter in `_params`
 * remembers folios of deleted drafts so a folio is never given twice, and the highest folio
 * stored is the floor should the counter be missing (a copied database).
 */
export async function takeFolio(
  db: Db,
  table: 'invoices' | 'payments',
  company: string,
  series: string,
): Promise<{ series: string; folio: number; code: string }> {
  const key = `${table}Folio:${company}:${series}`;
  const counter = await db.get<{ value: unknown }>(
    'SELECT "value" FROM "_params" WHERE "key" = ?',
    [key],
  );
  const stored = await db.get<{ n: unknown }>(
    `SELECT MAX("folio") AS "n" FROM "${table}" WHERE "company" = ? AND "series" = ?`,
    [company, series],
  );
  const folio = Math.max(lastOf(counter?.value), Number(stored?.n) || 0) + 1;
  // An object, not a bare number, so both engines read the same value back (see quote-numbering).
  await writeParam(db, key, JSON.stringify({ last: folio }));
  return { series, folio, code: `${series}-${folio}` };
}

function lastOf(value: unknown): number {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    const last =
      typeof parsed === 'object' && parsed !== null ? (parsed as { last?: unknown }).last : parsed;
    return Number(last) || 0;
  } catch {
    return 0;
  }
}

/** A series as the SAT accepts it (Serie: 1 to 25 letters, digits and a few signs), or the default. */
export function seriesOr(value: unknown, fallback: string): string {
  const text = String(value ?? '').trim();
  return /^[A-Za-z0-9 \-_.#/]{1,25}$/.test(text) ? text : fallback;
}
