import type { Db } from '../db/db.ts';
import { openSqlite } from '../db/sqlite.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import type { ListParams, ListResult } from '../records/record-reader.ts';
import { listTable, tableSelect } from '../lists/list-table.ts';
import { notFound } from '../../errors.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { newId } from '../../tools/ids.ts';
import { LogBatch } from './log-batch.ts';
import { exportLog, LOG_TABLE_SQL, LOGS_TABLE, type LogEntry } from './log-table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export type LogStats = { total: number; date: string }[];

/**
 * The request logs, in their own SQLite database (`<dataDir>/logs.db`, in memory without a data
 * directory) so that log writes never contend with record writes. Entries are written in batches;
 * entries older than `settings.logs.maxDays` (and below `minLevel`) are deleted at start, about
 * hourly, and when the settings change.
 */
export class LogStore {
  private readonly db: Db;
  private readonly settings: SettingsStore;
  private readonly batch: LogBatch;
  private lastPrune = 0;
  private closed = false;

  constructor(options: { file: string; settings: SettingsStore }) {
    this.db = openSqlite(options.file);
    this.settings = options.settings;
    for (const sql of LOG_TABLE_SQL) this.db.exec(sql);
    this.batch = new LogBatch((entries) => this.write(entries));
    this.prune();
  }

  /** Queues an entry, unless logging is off (`maxDays: 0`) or its level is below `minLevel`. */
  add(entry: LogEntry): void {
    const { maxDays, minLevel } = this.settings.get().logs;
    if (this.closed || maxDays <= 0 || entry.level < minLevel) return;
    this.batch.add(entry);
  }

  /** Writes the queued entries now (tests, shutdown). */
  flush(): void {
    this.batch.flush();
  }

  list(params: ListParams): ListResult {
    const result = listTable(this.db, LOGS_TABLE, params);
    return { ...result, items: result.items.map(exportLog) };
  }

  findById(id: string): Record<string, unknown> {
    const row = this.db.get('SELECT * FROM "_logs" WHERE "id" = ?', [id]);
    if (!row) throw notFound();
    return exportLog(row);
  }

  /** Entries per hour (`[{total, date}]`, oldest first) among those matching `filter`. */
  stats(filter?: string): LogStats {
    const [select, params] = tableSelect(LOGS_TABLE, { conditions: [filter ?? ''], mode: 'rows' });
    const rows = this.db.all<{ total: number; date: string }>(
      `SELECT COUNT(*) AS "total", strftime('%Y-%m-%d %H:00:00', "created") AS "date"
       FROM (${select}) GROUP BY "date" ORDER BY "date"`,
      params,
    );
    return rows.map((row) => ({ total: row.total, date: `${row.date}.000Z` }));
  }

  /** Deletes what the retention settings no longer keep (everything when `maxDays` is 0). */
  prune(): void {
    const { maxDays, minLevel } = this.settings.get().logs;
    const cutoff = formatDateTime(new Date(Date.now() - Math.max(maxDays, 0) * DAY_MS));
    this.db.run('DELETE FROM "_logs" WHERE "created" <= ? OR "level" < ?', [cutoff, minLevel]);
    this.lastPrune = Date.now();
  }

  close(): void {
    if (this.closed) return;
    this.batch.close();
    this.closed = true;
    this.db.close();
  }

  private write(entries: LogEntry[]): void {
    try {
      this.db.transaction(() => {
        for (const entry of entries)
          this.db.run(
            'INSERT INTO "_logs" ("id","level","message","data","created","updated") VALUES (?,?,?,?,?,?)',
            [
              newId(),
              entry.level,
              entry.message,
              JSON.stringify(entry.data),
              entry.created,
              entry.created,
            ],
          );
      });
      if (Date.now() - this.lastPrune >= PRUNE_EVERY_MS) this.prune();
    } catch (error) {
      // Losing a batch of request logs must not take the server down (as in PocketBase).
      console.error('Failed to write the request logs:', error);
    }
  }
}
