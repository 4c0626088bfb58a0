import type { Db } from '../db/db.ts';
import { quoteName } from '../query/sql-fragment.ts';
import type { RowReader } from '../query/request-info.ts';

/** Reads one stored row by id, for rules that read the caller's related records (record-select.ts). */
export function rowReader(db: Db): RowReader {
  return (table, id) =>
    db.get<Record<string, unknown>>(`SELECT * FROM ${quoteName(table)} WHERE "id" = ?`, [id]);
}
