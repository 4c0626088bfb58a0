import type { Db } from './db.ts';

/**
 * Creates the server's own tables and their indexes where missing, as the engine's dialect
 * renders them (dialects/system-table-schema.ts).
 */
export async function ensureSystemTables(db: Db): Promise<void> {
  for (const sql of db.dialect.systemTables) await db.exec(sql);
}
