import type { Db } from '../db/db.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import type { ListParams, ListResult } from '../records/list-page.ts';
import { listTable, tableSelect } from '../lists/list-table.ts';
import { notFound } from '../../tools/errors.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { newId } from '../../tools/ids.ts';
import { LogBatch } from './log-batch.ts';
import { exportLog, logTableSql, LOGS_TABLE, type LogEntry } from './log-table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A batch of logs changes nothing a read keeps (decision 070). */
const LOGS_ONLY = { changesNoRead: true };
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export type LogStats = { total: number; date: string }[];

/**
 * The request logs: on embedded SQLite in their own database (`<dataDir>/logs.db`, in memory
 * without a data directory) so that log writes never contend with record writes; on a database
 * server in its `_logs` table, shared by every instance. Entries are written in batches;
 * entries older than `settings.logs.maxDays` (and below `minLevel`) are deleted at start, about
 * hourly, and when the settings change.
 */
export class LogStore {
  private readonly db: Db;
  private readonly settings: SettingsStore;
  private readonly batch: LogBatch;
  private lastPrune = 0;
  private closed = false;

  private constructor(db: Db, settings: SettingsStore) {
    this.db = db;
    this.settings = settings;
    this.batch = new LogBatch((entries) => this.write(entries));
  }

  /** Creates the table when missing and deletes what the retention settings no longer keep. */
  static async open(db: Db, settings: SettingsStore): Promise<LogStore> {
    for (const sql of logTableSql(db.dialect)) await db.exec(sql);
    const store = new LogStore(db, settings);
    await store.prune();
    return store;
  }

  /** Queues an entry, unless logging is off (`maxDays: 0`) or its level is below `minLevel`. */
  add(entry: LogEntry): void {
    const { maxDays, minLevel } = this.settings.get().logs;
    if (this.closed || maxDays <= 0 || entry.level < minLevel) return;
    this.batch.add(entry);
  }

  /** Writes the queued entries now (tests, shutdown). */
  flush(): Promise<void> {
    return this.batch.flush();
  }

  async list(params: ListParams): Promise<ListResult> {
    const result = await listTable(this.db, LOGS_TABLE, params);
    return { ...result, items: result.items.map(exportLog) };
  }

  async findById(id: string): Promise<Record<string, unknown>> {
    const row = await this.db.get('SELECT * FROM "_logs" WHERE "id" = ?', [id]);
    if (!row) throw notFound();
    return exportLog(row);
  }

  /** Entries per hour (`[{total, date}]`, oldest first) among those matching `filter`. */
  async stats(filter?: string): Promise<LogStats> {
    const [select, params] = tableSelect(this.db, LOGS_TABLE, {
      conditions: [filter ?? ''],
      mode: 'rows',
    });
    const hour = this.db.dialect.hourOf('"created"');
    const rows = await this.db.all<{ total: number; date: string }>(
      `SELECT COUNT(*) AS "total", ${hour} AS "date"
       FROM (${select}) "matched" GROUP BY ${hour} ORDER BY ${hour}`,
      params,
    );
    return rows.map((row) => ({ total: Number(row.total), date: `${row.date}.000Z` }));
  }

  /** Deletes what the retention settings no longer keep (everything when `maxDays` is 0). */
  async prune(): Promise<void> {
    const { maxDays, minLevel } = this.settings.get().logs;
    const cutoff = formatDateTime(new Date(Date.now() - Math.max(maxDays, 0) * DAY_MS));
    await this.writeStatements([
      ['DELETE FROM "_logs" WHERE "created" <= ? OR "level" < ?', [cutoff, minLevel]],
    ]);
    this.lastPrune = Date.now();
  }

  /** Writes what is queued; `closeDb` also closes a database of the logs' own. */
  async close(closeDb: boolean): Promise<void> {
    if (this.closed) return;
    await this.batch.close();
    this.closed = true;
    if (closeDb) await this.db.close();
  }

  private async write(entries: LogEntry[]): Promise<void> {
    try {
      await this.writeStatements(insertStatements(entries));
      if (Date.now() - this.lastPrune >= PRUNE_EVERY_MS) await this.prune();
    } catch (error) {
      // Losing a batch of request logs must not take the server down (as in PocketBase).
      console.error('Failed to write the request logs:', error);
    }
  }

  /**
   * In one transaction: on a thread of its own where the engine has one (SQLite's logs file,
   * decision 070), so the inserts and their commit never hold the requests' event loop.
   */
  private async writeStatements(statements: [string, unknown[]][]): Promise<void> {
    if (this.db.writeInBackground) return this.db.writeInBackground(statements);
    await this.db.transaction(async (tx) => {
      for (const [sql, params] of statements) await tx.run(sql, params);
    }, LOGS_ONLY);
  }
}

/** The INSERTs of a batch of entries. */
function insertStatements(entries: LogEntry[]): [string, unknown[]][] {
  const statements: [string, unknown[]][] = [];
  for (let start = 0; start < entries.length;) {
    const rows = insertSize(entries.length - start);
    const values = entries
      .slice(start, start + rows)
      .flatMap((entry) => [
        newId(),
        entry.level,
        withoutNul(entry.message),
        dataJson(entry.data),
        entry.created,
        entry.created,
      ]);
    statements.push([insertSql(rows), values]);
    start += rows;
  }
  return statements;
}

/**
 * Rows per INSERT: a batch is written 50, 10 or 1 rows at a time, so a batch of 200 takes four
 * statements instead of 200 round trips to a database server, and only three statement shapes
 * are ever prepared.
 */
function insertSize(left: number): number {
  return left >= 50 ? 50 : left >= 10 ? 10 : 1;
}

const INSERTS = new Map(
  [50, 10, 1].map((rows) => [
    rows,
    'INSERT INTO "_logs" ("id","level","message","data","created","updated") VALUES ' +
      Array(rows).fill('(?,?,?,?,?,?)').join(','),
  ]),
);

function insertSql(rows: number): string {
  return INSERTS.get(rows)!;
}

/** An entry's data as JSON without NUL; only data that holds one (JSON writes `\u0000`) is rebuilt. */
function dataJson(data: unknown): string {
  const json = JSON.stringify(data);
  return json.includes('\\u0000') ? JSON.stringify(withoutNul(data)) : json;
}

/**
 * A request's text as the logs can keep it on every engine: PostgreSQL's text and JSON cannot
 * hold NUL, which a caller may send (`?search=%00`), and one such entry would lose its whole
 * batch. NUL, in any string or key, is kept as U+FFFD.
 */
function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\0', '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [withoutNul(key), withoutNul(item)]),
    ) as T;
  return value;
}
