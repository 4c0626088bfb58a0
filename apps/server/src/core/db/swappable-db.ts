import type { Db, SqlParams } from './db.ts';
import { openSqlite } from './sqlite.ts';

/**
 * A SQLite database whose files can be replaced while the server runs (backup restore). Every
 * component keeps this one object; it delegates to the current better-sqlite3 connection, which
 * `detach()` closes and `attach()` opens again on whatever file is then at the same path.
 *
 * better-sqlite3 is synchronous, so no other query can run between a `detach()` and the matching
 * `attach()` made in the same synchronous block: new database work simply waits for the swap.
 * Only `backup()` spans several event-loop turns, so a detach refuses while one is running.
 */
export class SwappableDb implements Db {
  readonly dialect = 'sqlite' as const;
  readonly file: string;
  private current: Db | null;
  private runningBackups = 0;

  constructor(file: string) {
    this.file = file;
    this.current = openSqlite(file);
  }

  all<T = Record<string, unknown>>(sql: string, params?: SqlParams): T[] {
    return this.connection().all<T>(sql, params);
  }

  get<T = Record<string, unknown>>(sql: string, params?: SqlParams): T | undefined {
    return this.connection().get<T>(sql, params);
  }

  run(sql: string, params?: SqlParams): { changes: number } {
    return this.connection().run(sql, params);
  }

  exec(sql: string): void {
    this.connection().exec(sql);
  }

  transaction<T>(fn: () => T): T {
    return this.connection().transaction(fn);
  }

  async backup(destination: string): Promise<void> {
    const connection = this.connection();
    this.runningBackups++;
    try {
      await connection.backup(destination);
    } finally {
      this.runningBackups--;
    }
  }

  close(): void {
    this.current?.close();
    this.current = null;
  }

  /**
   * Folds the write-ahead log into the main file and closes the connection, so that `data.db`
   * alone holds everything and the files (`-wal`, `-shm` included) can be moved.
   */
  detach(): void {
    if (this.runningBackups > 0) throw new Error('a database backup is still running');
    if (!this.current) return;
    this.current.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    this.close();
  }

  /** Opens the file now at the path; a missing file is an error, never a new empty database. */
  attach(): void {
    if (this.current) return;
    this.current = openSqlite(this.file, { fileMustExist: true });
  }

  private connection(): Db {
    if (!this.current) throw new Error('the database is closed');
    return this.current;
  }
}
