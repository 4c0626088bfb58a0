import type Database from 'better-sqlite3';
import type { Db, DbSnapshots, RowArrays, SqlParams, SwapSteps, TransactionOptions } from './db.ts';
import { checkSqliteFile } from './check-sqlite-file.ts';
import { AsyncGate } from './async-gate.ts';
import { OneAtADepth } from './one-at-a-depth.ts';
import { sqliteDialect } from './dialects/sqlite.ts';
import { SqliteBackgroundWrites } from './sqlite-background-writes.ts';
import { bind, isInMemory, open, PRAGMAS } from './sqlite-connection.ts';

/**
 * Embedded SQLite on one better-sqlite3 connection. Each statement runs synchronously, so a
 * statement is atomic by itself; a transaction spans awaits, so it holds a gate from BEGIN to
 * COMMIT and every statement from elsewhere waits for it (no one sees or joins another request's
 * uncommitted writes). Statements from inside the transaction's async context pass the gate.
 *
 * The file can be replaced while the server runs (backup restore): `snapshots.swap` closes the
 * connection under the gate, lets the caller move files, and opens whatever is then at the path.
 */
export class SqliteDb implements Db {
  readonly dialect = sqliteDialect;
  readonly snapshots: DbSnapshots;
  private connection: Database.Database | null;
  private statements = new Map<string, Database.Statement>();
  /** The same statements in raw mode (rows as arrays), prepared apart: the mode is per statement. */
  private rawStatements = new Map<string, { statement: Database.Statement; columns: string[] }>();
  private readonly gate = new AsyncGate();
  private savepoints = 0;
  private readonly nested = new OneAtADepth();
  private runningBackups = 0;
  /** The thread of `writeInBackground`, started with its first batch. */
  private background: SqliteBackgroundWrites | null = null;
  /** Moved by every write of this connection and by every commit of another (`changeMark`). */
  private changes = 0;
  private dataVersion: Database.Statement | null = null;
  private lastDataVersion: unknown = undefined;

  constructor(
    readonly file: string,
    options: { fileMustExist?: boolean } = {},
  ) {
    this.connection = open(file, options.fileMustExist ?? false);
    this.snapshots = {
      backup: (destination) => this.backup(destination),
      check: checkSqliteFile,
      swap: (steps) => this.swap(steps),
    };
  }

  all<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]> {
    return this.use(() => this.written(this.prepare(sql), (it) => it.all(...bind(params)) as T[]));
  }

  get<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T | undefined> {
    return this.use(() =>
      this.written(this.prepare(sql), (it) => it.get(...bind(params)) as T | undefined),
    );
  }

  allRows(sql: string, params?: SqlParams): Promise<RowArrays> {
    return this.use(() => {
      const { statement, columns } = this.prepareRaw(sql);
      const rows = this.written(statement, (it) => it.all(...bind(params)) as unknown[][]);
      return { columns, rows };
    });
  }

  run(sql: string, params?: SqlParams): Promise<{ changes: number }> {
    return this.use(() => {
      try {
        return { changes: this.prepare(sql).run(...bind(params)).changes };
      } finally {
        this.changes++;
      }
    });
  }

  exec(sql: string): Promise<void> {
    return this.use(() => {
      this.forgetStatements();
      try {
        this.open().exec(sql);
      } finally {
        this.changes++;
      }
    });
  }

  /**
   * Moves with every write this connection makes (even one rolled back: what a cache read in
   * between is then gone) and with every commit of another connection to the file, which
   * SQLite's `data_version` counts. Statements run one at a time, so a mark read before a read
   * is never newer than what that read saw. While a transaction is open there is no mark: what
   * its own statements read may yet be rolled back, and must not serve anyone else.
   *
   * With the mark its request began with (`requestMark`), that mark, while this process has
   * seen no change since (its own writes, the request's included, and another connection's
   * commits that any later read of the mark noticed); else none (decision 070).
   */
  changeMark(requestMark?: number | null): number | null {
    if (this.gate.isBusy() || this.connection?.inTransaction) return null;
    if (requestMark !== undefined) return requestMark === this.changes ? requestMark : null;
    this.dataVersion ??= this.open().prepare('PRAGMA data_version').pluck();
    const version = this.dataVersion.get();
    if (version !== this.lastDataVersion) {
      this.lastDataVersion = version;
      this.changes++;
    }
    return this.changes;
  }

  /** The mark read afresh, `data_version` included, when a request begins. */
  requestMark(): Promise<number | null> {
    return Promise.resolve(this.changeMark());
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>, _options?: TransactionOptions): Promise<T> {
    if (this.gate.isHolder()) return this.savepoint(fn);
    return this.gate.hold(async () => {
      this.open().exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(this);
        this.open().exec('COMMIT');
        return result;
      } catch (error) {
        if (this.connection?.inTransaction) this.connection.exec('ROLLBACK');
        throw error;
      } finally {
        this.changes++;
      }
    });
  }

  writeInBackground(statements: [sql: string, params: SqlParams][]): Promise<void> {
    if (isInMemory(this.file)) {
      return this.transaction(async (tx) => {
        for (const [sql, params] of statements) await tx.run(sql, params);
      });
    }
    this.background ??= new SqliteBackgroundWrites(this.file, PRAGMAS);
    return this.background.run(statements.map(([sql, params]) => [sql, bind(params)]));
  }

  async close(): Promise<void> {
    await this.background?.close();
    this.background = null;
    this.closeNow();
  }

  /** Runs a statement now when nobody else holds the gate, else after the holder is done. */
  private use<T>(statement: () => T): Promise<T> {
    if (!this.gate.isBusy()) {
      try {
        return Promise.resolve(statement());
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return this.gate.hold(async () => statement());
  }

  /**
   * A transaction inside the gate's holder: nested in the holder's transaction as a savepoint,
   * or, in an exclusive section (a swap's reload), a transaction of its own; those started side
   * by side run one after the other (`OneAtADepth`).
   */
  private async savepoint<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.nested.run(() => this.savepointNow(fn));
    } finally {
      this.changes++;
    }
  }

  private async savepointNow<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const name = `sp${++this.savepoints}`;
    const connection = this.open();
    if (!connection.inTransaction) {
      // The gate is held by an exclusive section (a swap), not a transaction: open one.
      connection.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(this);
        connection.exec('COMMIT');
        return result;
      } catch (error) {
        if (connection.inTransaction) connection.exec('ROLLBACK');
        throw error;
      }
    }
    connection.exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn(this);
      connection.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      connection.exec(`ROLLBACK TO ${name}`);
      connection.exec(`RELEASE ${name}`);
      throw error;
    }
  }

  private async backup(destination: string): Promise<void> {
    const connection = this.open();
    this.runningBackups++;
    try {
      await connection.backup(destination);
    } finally {
      this.runningBackups--;
    }
  }

  /**
   * Folds the write-ahead log into the main file and closes the connection, so that `move` can
   * put other files in place (`-wal`, `-shm` included), then opens the file now at the path (a
   * missing file is an error, never a new empty database) and reloads what was read from it.
   * When a step fails, `undo` puts the files back and the previous data is opened again. Nothing
   * else reaches the database meanwhile; the steps' own work passes the gate.
   */
  private swap(steps: SwapSteps): Promise<void> {
    return this.gate.hold(async () => {
      if (this.runningBackups > 0) throw new Error('a database backup is still running');
      this.open().exec('PRAGMA wal_checkpoint(TRUNCATE)');
      this.closeNow();
      // Whatever is opened next (new files, or the old ones back) is not what was read.
      this.changes++;
      try {
        steps.move();
        this.connection = open(this.file, true);
        await steps.reload();
      } catch (error) {
        this.closeNow();
        steps.undo();
        this.connection = open(this.file, true);
        await steps.reload();
        throw error;
      }
    });
  }

  /** Runs a statement that reads; one that writes (`… RETURNING`) moves the change mark. */
  private written<T>(statement: Database.Statement, run: (it: Database.Statement) => T): T {
    if (statement.readonly) return run(statement);
    try {
      return run(statement);
    } finally {
      this.changes++;
    }
  }

  private forgetStatements(): void {
    this.statements.clear();
    this.rawStatements.clear();
    this.dataVersion = null;
  }

  private closeNow(): void {
    this.forgetStatements();
    this.connection?.close();
    this.connection = null;
  }

  private open(): Database.Database {
    if (!this.connection) throw new Error('the database is closed');
    return this.connection;
  }

  private prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.open().prepare(sql);
      if (this.statements.size > 2000) this.statements.clear();
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private prepareRaw(sql: string): { statement: Database.Statement; columns: string[] } {
    let prepared = this.rawStatements.get(sql);
    if (!prepared) {
      const statement = this.open().prepare(sql).raw(true);
      prepared = { statement, columns: statement.columns().map((column) => column.name) };
      if (this.rawStatements.size > 500) this.rawStatements.clear();
      this.rawStatements.set(sql, prepared);
    }
    return prepared;
  }
}

export function openSqlite(file: string): SqliteDb {
  return new SqliteDb(file);
}
