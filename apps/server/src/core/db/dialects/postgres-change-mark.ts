/**
 * PostgreSQL's change mark (decision 070): one row counting the statements that changed the
 * product's tables. A trigger on every table moves it in the same transaction as the change, so
 * any snapshot sees the data and the count of one and the same moment, whichever instance or
 * program wrote; reading it is one small query a request makes before anything it keeps.
 *
 * Not counted: the request logs (written in batches all the time) and the cluster's own relay
 * tables, which hold nothing a record read depends on. Writes are already one at a time (every
 * transaction takes the database-wide write lock first), so the one row adds no waiting.
 */
export const CHANGE_MARK_TABLE = '_change_mark';
/** The count's table and its key's index: there in every database, an empty one included. */
export const CHANGE_MARK_NAMES = [CHANGE_MARK_TABLE, `${CHANGE_MARK_TABLE}_pkey`];

/** Tables whose writes do not move the mark. */
const UNCOUNTED = ['_logs', CHANGE_MARK_TABLE, '_changes', '_relay', '_realtime_clients'];

export const CHANGE_MARK_SETUP = [
  `CREATE TABLE IF NOT EXISTS "${CHANGE_MARK_TABLE}" ("id" INTEGER PRIMARY KEY, "n" BIGINT NOT NULL)`,
  `INSERT INTO "${CHANGE_MARK_TABLE}" ("id", "n") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING`,
  `CREATE OR REPLACE FUNCTION rumbo_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE "${CHANGE_MARK_TABLE}" SET "n" = "n" + 1 WHERE "id" = 1;
     RETURN NULL;
   END $$`,
];

/** Moves the mark by hand: a change no trigger sees (a table altered, created or dropped). */
export const COUNT_CHANGE = `UPDATE "${CHANGE_MARK_TABLE}" SET "n" = "n" + 1 WHERE "id" = 1`;

export const READ_CHANGE_MARK = `SELECT "n"::text AS "mark" FROM "${CHANGE_MARK_TABLE}" WHERE "id" = 1`;

/** The tables of the current schema that still lack the counting trigger. */
export const TABLES_WITHOUT_TRIGGER = `
  SELECT t."tablename" AS "name" FROM pg_tables t
  WHERE t."schemaname" = current_schema()
    AND NOT (t."tablename" = ANY($1::text[]))
    AND NOT EXISTS (
      SELECT 1 FROM pg_trigger g
      WHERE g."tgrelid" = format('%I.%I', t."schemaname", t."tablename")::regclass
        AND g."tgname" = 'rumbo_count_change'
    )`;

export const UNCOUNTED_TABLES = UNCOUNTED;

/** The trigger that counts every statement changing `table`. */
export function countingTrigger(table: string): string {
  const name = `"${table.replaceAll('"', '""')}"`;
  return `CREATE TRIGGER rumbo_count_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${name}
    FOR EACH STATEMENT EXECUTE FUNCTION rumbo_count_change()`;
}
