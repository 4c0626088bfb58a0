import type pg from 'pg';
import { formatDateTime, nowDateTime } from '../../tools/dates.ts';
import type { ChangeFeed, FeedChange } from '../cluster/change-feed.ts';
import type { Db } from './db.ts';
import type { PostgresListener } from './postgres-listener.ts';

const CHANNEL = 'rumbo_changes';
const READ_BATCH = 500;
// Instances that were away longer than this catch up through their clients' own reloads.
const KEEP_MS = 60 * 60 * 1000;
// Held by each hand-over's transaction, on every instance: sequence order is commit order.
const FEED_LOCK_KEY = 0x52756d63; // "Rumc"

export type PostgresChangeFeedDeps = {
  /** The cluster's own pool: the feed's work never runs inside a request's transaction. */
  pool: pg.Pool;
  /** The instance's listening connection; its `instanceId` marks this instance's own changes. */
  listener: PostgresListener;
  /** Delivers a change another instance wrote to this instance's subscribers. */
  onRemote: (change: FeedChange) => Promise<void>;
};

/**
 * The change feed between instances on one PostgreSQL database (issue 19, decision 056). A
 * change is written to the outbox table `_changes` and announced with `NOTIFY` carrying only
 * its sequence number (a NOTIFY payload stops at 8,000 bytes, a shipment row is about 6 KB),
 * under a lock of the feed's own: sequence order is commit order on every instance. A
 * writer's change is journaled inside the transaction that commits it, so an instance that
 * dies right after a commit has handed it over already; other changes are published after
 * their commit in a transaction of their own. Each instance LISTENs on a connection of its own and, woken by any notification,
 * reads every row after the last one it handled, in order; after a lost connection it listens
 * again and reads what it missed. Rows older than an hour are pruned.
 */
export class PostgresChangeFeed implements ChangeFeed {
  private readonly pool: pg.Pool;
  private last = 0;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: PostgresChangeFeedDeps) {
    this.pool = deps.pool;
    deps.listener.on(CHANNEL, () => this.drain());
    // What was written while nobody listened.
    deps.listener.onListening(() => this.drain());
  }

  /** Creates the table and starts after its newest change (before the listener starts). */
  async prepare(): Promise<void> {
    await this.pool.query(
      `CREATE TABLE IF NOT EXISTS "_changes" ("seq" BIGSERIAL PRIMARY KEY, "created" TEXT NOT NULL,
        "origin" TEXT NOT NULL, "body" TEXT NOT NULL)`,
    );
    const { rows } = await this.pool.query<{ seq: string }>(
      'SELECT COALESCE(MAX("seq"), 0) AS "seq" FROM "_changes"',
    );
    this.last = Number(rows[0]?.seq ?? 0);
  }

  /** Stops handing over and delivering; waits for a delivery under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.draining;
  }

  async journal(db: Db, changes: readonly FeedChange[]): Promise<boolean> {
    if (this.stopped) return false;
    // Under the feed's lock, as every hand-over: sequence order stays commit order.
    await db.get('SELECT pg_advisory_xact_lock(?)', [FEED_LOCK_KEY]);
    let seq = '';
    for (const change of changes) {
      const row = await db.get<{ seq: string }>(
        'INSERT INTO "_changes" ("created", "origin", "body") VALUES (?, ?, ?) RETURNING "seq"',
        [nowDateTime(), this.deps.listener.instanceId, JSON.stringify(change)],
      );
      seq = String(row?.seq ?? '');
    }
    // Sent by PostgreSQL when the transaction commits, never if it rolls back.
    if (seq) await db.get(`SELECT pg_notify('${CHANNEL}', ?)`, [seq]);
    return true;
  }

  async publish(change: FeedChange): Promise<void> {
    if (this.stopped) return;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [FEED_LOCK_KEY]);
      const { rows } = await client.query<{ seq: string }>(
        'INSERT INTO "_changes" ("created", "origin", "body") VALUES ($1, $2, $3) RETURNING "seq"',
        [nowDateTime(), this.deps.listener.instanceId, JSON.stringify(change)],
      );
      await client.query(`SELECT pg_notify('${CHANNEL}', $1)`, [String(rows[0]?.seq ?? '')]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Removes changes older than an hour: instances away longer catch up through reloads. */
  async pruneOld(): Promise<void> {
    const cutoff = formatDateTime(new Date(Date.now() - KEEP_MS));
    await this.pool.query('DELETE FROM "_changes" WHERE "created" < $1', [cutoff]);
  }

  /** Reads and hands over every change after the last one, one reader at a time. */
  private drain(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.readAll()
      .catch((error: unknown) =>
        console.warn('Change feed: could not read changes:', (error as Error).message),
      )
      .finally(() => {
        this.draining = null;
      });
  }

  private async readAll(): Promise<void> {
    do {
      this.again = false;
      const { rows } = await this.pool.query<{ seq: string; origin: string; body: string }>(
        'SELECT "seq", "origin", "body" FROM "_changes" WHERE "seq" > $1 ORDER BY "seq" LIMIT $2',
        [this.last, READ_BATCH],
      );
      for (const row of rows) {
        this.last = Number(row.seq);
        if (row.origin === this.deps.listener.instanceId || this.stopped) continue;
        await this.deps
          .onRemote(JSON.parse(row.body) as FeedChange)
          .catch((error: unknown) =>
            console.warn('Change feed: could not deliver a change:', (error as Error).message),
          );
      }
      if (rows.length === READ_BATCH) this.again = true;
    } while (this.again && !this.stopped);
  }
}
