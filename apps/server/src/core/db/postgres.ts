import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Db, RowArrays, SqlParams, TransactionOptions } from './db.ts';
import { postgresDialect, POSTGRES_SUPPORT_FUNCTIONS } from './dialects/postgres.ts';
import {
  CHANGE_MARK_SETUP,
  COUNT_CHANGE,
  countingTrigger,
  READ_CHANGE_MARK,
  TABLES_WITHOUT_TRIGGER,
  UNCOUNTED_TABLES,
} from './dialects/postgres-change-mark.ts';
import { PLAN_FOR_VALUES } from './dialects/postgres-search.ts';
import { numberedPlaceholders } from './numbered-placeholders.ts';
import { OneAtADepth } from './one-at-a-depth.ts';
import { badRequest } from '../../tools/errors.ts';

// One key for the whole database: every write transaction holds it, so writes are serialised as
// on SQLite (one writer), across every connection and every server instance (decision 043).
const WRITE_LOCK_KEY = 0x52756d62; // "Rumb"
const DEFAULT_POOL_SIZE = 10;
/** Distinct statements kept prepared on each connection per schema generation (filters vary). */
const MAX_NAMED_STATEMENTS = 500;
// "cached plan must not change result type": a prepared `SELECT *` whose table changed columns.
const STALE_PLAN = '0A000';

// COUNT(*) is a bigint and SUM over numbers a numeric: both arrive as text unless parsed.
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

type Session = { client: pg.PoolClient; savepoints: number; open: boolean; nested: OneAtADepth };

/**
 * PostgreSQL through a `pg` connection pool. Reads outside a transaction go to any pooled
 * connection; a transaction holds one connection from BEGIN to COMMIT, and calls made in its
 * async context (through this handle or the one `fn` receives) run on that connection. Every
 * write runs in a transaction that first takes the database-wide write lock, so an atomic
 * read–modify–write never interleaves with another write, whichever instance sends it.
 */
export class PostgresDb implements Db {
  readonly dialect = postgresDialect;
  readonly snapshots = null;
  private readonly pool: pg.Pool;
  private readonly session = new AsyncLocalStorage<Session>();
  /** Bumped by every DDL: statements prepared before it are named anew (see `query`). */
  private generation = 0;
  private readonly statementNames = new Map<string, string>();
  /** The newest count of changes a request mark read, and its local number (`requestMark`). */
  private lastCount = '';
  private localMarks = 0;
  /** Set once the count of changes and its triggers exist (`prepare`). */
  private markReady = false;

  constructor(url: string, poolSize = DEFAULT_POOL_SIZE) {
    // JIT compilation costs more than it saves on the short statements a record server runs
    // (0.7 s on an 8-row table, measured).
    this.pool = new pg.Pool({ connectionString: url, max: poolSize, types, options: '-c jit=off' });
    // An idle connection that drops (a database restart) must not take the process down.
    this.pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  }

  async all<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T[]> {
    const result = await this.query(sql, params);
    return result.rows as T[];
  }

  async get<T = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<T | undefined> {
    const result = await this.query(sql, params);
    return result.rows[0] as T | undefined;
  }

  async allRows(sql: string, params?: SqlParams): Promise<RowArrays> {
    const result = await this.query(sql, params, 'array');
    return { columns: result.fields.map((field) => field.name), rows: result.rows as unknown[][] };
  }

  async run(sql: string, params?: SqlParams): Promise<{ changes: number }> {
    const session = this.current();
    const result = session
      ? await this.query(sql, params)
      : await this.transaction(() => this.query(sql, params));
    return { changes: result.rowCount ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    const run = async (client: pg.PoolClient) => {
      await client.query(sql);
      // A table made here is counted from its first write (postgres-change-mark.ts).
      if (this.markReady && MAKES_TABLE.test(sql)) await countEveryTable(client);
    };
    const session = this.current();
    if (session) await run(session.client);
    else await this.transaction(async () => run(this.current()!.client));
    this.newGeneration();
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const session = this.current();
    if (session) return this.savepoint(session, fn);
    const client = await this.pool.connect();
    const opened: Session = { client, savepoints: 0, open: true, nested: new OneAtADepth() };
    let broken = false;
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK_KEY]);
      const result = await this.session.run(opened, () => fn(this));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      opened.open = false;
      // Committed or rolled back, what a request read before may be gone (changeMark).
      if (!options.changesNoRead) this.localMarks++;
      client.release(broken);
    }
  }

  /**
   * The mark the request read when it began, while it is still the newest this instance has
   * read or made; none inside a transaction (decision 070). A newer count read by another
   * request, or a write of this instance (the request's own included), ends it.
   */
  changeMark(requestMark: number | null = null): number | null {
    if (this.current() || requestMark !== this.localMarks) return null;
    return requestMark;
  }

  /**
   * A mark from the database's count of changes (postgres-change-mark.ts, decision 070): every
   * statement that changes a counted table, by any instance or program, moves it in its own
   * transaction, so two equal counts see the same data. Each new count this instance reads gets
   * the next local number, as does each write of its own, so a number is shared only by
   * requests that began on one and the same count with nothing written here in between.
   */
  async requestMark(): Promise<number | null> {
    if (this.current() || !this.markReady) return null;
    const row = await this.get<{ mark: string }>(READ_CHANGE_MARK);
    if (!row) return null;
    if (row.mark !== this.lastCount) {
      this.lastCount = row.mark;
      this.localMarks++;
    }
    return this.localMarks;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Creates the SQL functions the dialect's statements use (idempotent). */
  async prepare(): Promise<void> {
    for (const statement of POSTGRES_SUPPORT_FUNCTIONS) await this.exec(statement);
    await this.createTrigramExtension();
    for (const statement of CHANGE_MARK_SETUP) await this.exec(statement);
    await this.transaction(async () => countEveryTable(this.current()!.client));
    this.markReady = true;
  }

  /**
   * `pg_trgm`, whose operator class the search indexes use (decision 045). Creating it needs
   * the CREATE privilege on the database (it is a trusted extension); without it the server
   * still runs, and search reads every row of the company instead of an index.
   */
  private async createTrigramExtension(): Promise<void> {
    try {
      await this.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    } catch (error) {
      const installed = await this.get('SELECT 1 FROM pg_extension WHERE extname = ?', [
        'pg_trgm',
      ]).catch(() => undefined);
      if (!installed)
        console.warn(
          `PostgreSQL: the pg_trgm extension could not be created (${(error as Error).message}). ` +
            'Search works without its index, slowly on large companies: have the database ' +
            'owner run CREATE EXTENSION pg_trgm, then restart.',
        );
    }
  }

  private current(): Session | undefined {
    const session = this.session.getStore();
    return session?.open ? session : undefined;
  }

  /**
   * Runs one statement with the extended protocol always, parameters or not: one statement per
   * call, so text smuggled after a `;` (an index statement a user wrote) is refused, as SQLite's
   * prepare refuses it. Statements are prepared once per connection under a name (parse and
   * plan are most of a primary-key read's cost); a DDL statement starts a new generation of
   * names, and a plan gone stale under a change made elsewhere (another instance) is prepared
   * again once, outside a transaction. A statement marked PLAN_FOR_VALUES (a search) is sent
   * unnamed: PostgreSQL then plans it for the values of this run.
   */
  private async query(
    sql: string,
    params: SqlParams = [],
    rowMode?: 'array',
  ): Promise<pg.QueryResult> {
    const text = numberedPlaceholders(sql);
    const values = params.map(toPostgresValue);
    const session = this.current();
    const run = () => {
      const query = {
        name: this.statementName(text),
        text,
        values,
        queryMode: 'extended' as const,
        rowMode,
      };
      return session ? session.client.query(query) : this.pool.query(query);
    };
    try {
      return this.noted(session, await run());
    } catch (error) {
      if (session || (error as { code?: string }).code !== STALE_PLAN) throw error;
      this.newGeneration();
      return this.noted(session, await run());
    }
  }

  /** A statement that wrote outside a transaction (`… RETURNING`) ends every request mark. */
  private noted(session: Session | undefined, result: pg.QueryResult): pg.QueryResult {
    if (!session && result.command !== 'SELECT') this.localMarks++;
    return result;
  }

  private statementName(text: string): string | undefined {
    if (text.includes(PLAN_FOR_VALUES)) return undefined;
    let name = this.statementNames.get(text);
    if (name === undefined && this.statementNames.size < MAX_NAMED_STATEMENTS) {
      name = `r${this.generation}_${this.statementNames.size}`;
      this.statementNames.set(text, name);
    }
    return name;
  }

  private newGeneration(): void {
    this.generation++;
    this.statementNames.clear();
  }

  /** A nested transaction; those started side by side run one after the other (`OneAtADepth`). */
  private savepoint<T>(session: Session, fn: (tx: Db) => Promise<T>): Promise<T> {
    return session.nested.run(() => this.savepointNow(session, fn));
  }

  private async savepointNow<T>(session: Session, fn: (tx: Db) => Promise<T>): Promise<T> {
    const name = `sp${++session.savepoints}`;
    await session.client.query(`SAVEPOINT ${name}`);
    try {
      const result = await fn(this);
      await session.client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await session.client.query(`ROLLBACK TO SAVEPOINT ${name}`);
      await session.client.query(`RELEASE SAVEPOINT ${name}`);
      throw error;
    }
  }
}

/** A statement that may create a table (alone or inside a `DO` block). */
const MAKES_TABLE = /\bCREATE\s+(?:UNLOGGED\s+)?TABLE\b/i;

/** Adds the counting trigger to every table that lacks it, and counts the change it follows. */
async function countEveryTable(client: pg.PoolClient): Promise<void> {
  const missing = await client.query<{ name: string }>(TABLES_WITHOUT_TRIGGER, [UNCOUNTED_TABLES]);
  for (const { name } of missing.rows) await client.query(countingTrigger(name));
  await client.query(COUNT_CHANGE);
}

export async function openPostgres(url: string): Promise<PostgresDb> {
  const size = Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE);
  const db = new PostgresDb(url, Number.isInteger(size) && size > 0 ? size : DEFAULT_POOL_SIZE);
  await db.prepare();
  return db;
}

function toPostgresValue(value: unknown): unknown {
  if (value === undefined) return null;
  // PostgreSQL's text cannot hold NUL: the caller's input, refused as such (not a server error).
  if (typeof value === 'string' && value.includes('\u0000'))
    throw badRequest('Text values cannot contain NUL characters.');
  return value;
}
