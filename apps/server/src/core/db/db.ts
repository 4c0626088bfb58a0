import type { Dialect } from './dialect.ts';

/**
 * The storage port. Everything above `core/db` talks to this interface and to the `Dialect` it
 * carries, so the record server runs on embedded SQLite or on PostgreSQL without `http/`, the
 * record logic or the product knowing which (decision 043).
 *
 * SQL is written with positional `?` parameters; an engine that numbers them rewrites the text.
 */
export type SqlParams = unknown[];

export type RowArrays = { columns: string[]; rows: unknown[][] };

export type TransactionOptions = {
  /**
   * The transaction writes only what no read keeps anything of (the request logs): it leaves
   * the marks of requests under way alone (decision 070).
   */
  changesNoRead?: boolean;
};

export interface Db {
  readonly dialect: Dialect;
  all<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]>;
  get<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T | undefined>;
  /**
   * The rows as arrays of values in the order of `columns`, with the same values `all` gives:
   * building a wide row as an object costs more than reading it (record-json.ts).
   */
  allRows(sql: string, params?: SqlParams): Promise<RowArrays>;
  run(sql: string, params?: SqlParams): Promise<{ changes: number }>;
  /** One or more statements without parameters (DDL). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction and hands it a handle bound to that transaction; a thrown error
   * rolls it back. Writes of all transactions are serialised (one writer at a time, as SQLite
   * has), so a read–modify–write inside `fn` never loses a concurrent change. Calls made through
   * the outer handle while `fn` runs (in its async context) join the same transaction, and a
   * nested call opens a savepoint.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * A number that moves whenever what the database holds may have changed: any write of this
   * process, committed or rolled back, and any commit by another connection (decisions 069,
   * 070). Read it before reading what a cache keeps: the kept value stays good while the mark
   * is unchanged. Null inside a transaction, whose reads may yet be rolled back.
   *
   * `requestMark` is what `requestMark()` gave when the request began: the engine answers with
   * it while nothing it knows of has changed since (its own writes, the request's included),
   * else with none, so a request asks the database for its mark once. Without it, the mark is
   * read afresh.
   */
  changeMark(requestMark?: number | null): number | null;
  /**
   * The mark at the start of a request, read once and handed to every `changeMark` call the
   * request makes (RequestContext.mark). Null inside a transaction.
   */
  requestMark(): Promise<number | null>;
  /**
   * Where the engine can, runs these writes in one transaction on a thread of their own, so
   * they never hold the event loop (embedded SQLite on a file, decision 070); elsewhere absent.
   * For writes nothing reads back at once but through this promise (the request logs).
   */
  writeInBackground?(statements: [sql: string, params: SqlParams][]): Promise<void>;
  /** The engine's own snapshot support, or null where backups belong to the engine's tools. */
  readonly snapshots: DbSnapshots | null;
  close(): Promise<void>;
}

/** Whole-database file snapshots (embedded SQLite): backup archives and in-place restore. */
export interface DbSnapshots {
  /** Consistent snapshot copy of the database to `destination`. */
  backup(destination: string): Promise<void>;
  /** Throws unless `file` is an intact snapshot of this server's database. */
  check(file: string): void;
  /** Replaces the database's files while the server runs; nothing else reaches it meanwhile. */
  swap(steps: SwapSteps): Promise<void>;
}

export type SwapSteps = {
  /** Puts the new files in place (synchronously, while the database is closed). */
  move(): void;
  /** Puts the previous files back after a failed step. */
  undo(): void;
  /** Reads again whatever was read from the database and kept (caches). */
  reload(): Promise<void>;
};
