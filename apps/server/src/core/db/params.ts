import type { Db } from './db.ts';
import { newId } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';

/** Stores `value` (stored text, JSON for the callers) under `key` in `_params`, replacing it. */
export async function writeParam(db: Db, key: string, value: string): Promise<void> {
  const now = nowDateTime();
  await db.run(
    `INSERT INTO "_params" ("id","key","value","created","updated") VALUES (?,?,?,?,?)
     ON CONFLICT("key") DO UPDATE SET "value" = excluded."value", "updated" = excluded."updated"`,
    [newId(), key, value, now, now],
  );
}
