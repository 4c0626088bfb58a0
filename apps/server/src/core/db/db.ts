/**
 * The storage port. Everything above `core/db` talks to this interface, so a PostgreSQL
 * dialect can be added beside SQLite without touching `http/` or the record logic.
 */
export type SqlParams = unknown[];

export interface Db {
  readonly dialect: 'sqlite';
  all<T = Record<string, unknown>>(sql: string, params?: SqlParams): T[];
  get<T = Record<string, unknown>>(sql: string, params?: SqlParams): T | undefined;
  run(sql: string, params?: SqlParams): { changes: number };
  exec(sql: string): void;
  /** Runs `fn` in a transaction; a thrown error rolls it back. Nested calls use savepoints. */
  transaction<T>(fn: () => T): T;
  /** Consistent snapshot copy of the database to `destination`. */
  backup(destination: string): Promise<void>;
  close(): void;
}
