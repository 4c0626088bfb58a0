import pg from 'pg';
import { formatDateTime, nowDateTime } from '../../tools/dates.ts';
import type { ChangeFeed, FeedChange } from '../cluster/change-feed.ts';

const CHANNEL = 'rumbo_changes';
const READ_BATCH = 500;
// Instances that were away longer than this catch up through their clients' own reloads.
const KEEP_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 5 * 60 * 1000;
const RECONNECT_MS = 1_000;
// Held by each hand-over's transaction, on every instance: sequence order is commit order.
const FEED_LOCK_KEY = 0x52756d63; // "Rumc"

export type PostgresChangeFeedDeps = {
  /**
   * The database's URL. The feed has connections of its own: one that listens, and a small
   * pool for its table, so its work never runs inside a request's transaction.
   */
  url: string;
  /** This instance's id: its own changes, already delivered here, are skipped. */
  instanceId: string;
  /** Delivers a change another instance wrote to this instance's subscribers. */
  onRemote: (change: FeedChange) => Promise<void>;
};

/**
 * The change feed between instances on one PostgreSQL database (issue 19, decision 056). A
 * change is written to the outbox table `_changes` and announced with `NOTIFY` carrying only
 * its sequence number (a NOTIFY payload stops at 8,000 bytes, a shipment row is about 6 KB),
 * in one transaction under a lock of its own: sequence order is commit order on every
 * instance. Each instance LISTENs on a connection of its own and, woken by any notification,
 * reads every row after the last one it handled, in order; after a lost connection it listens
 * again and reads what it missed. Rows older than an hour are pruned.
 */
export class PostgresChangeFeed implements ChangeFeed {
  private listener: pg.Client | null = null;
  private readonly pool: pg.Pool;
  private last = 0;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  private prune: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: PostgresChangeFeedDeps) {
    this.pool = new pg.Pool({ connectionString: deps.url, max: 2 });
    this.pool.on('error', (error) => console.warn('Change feed connection error:', error.message));
  }

  async start(): Promise<void> {
    await this.pool.query(
      `CREATE TABLE IF NOT EXISTS "_changes" ("seq" BIGSERIAL PRIMARY KEY, "created" TEXT NOT NULL,
        "origin" TEXT NOT NULL, "body" TEXT NOT NULL)`,
    );
    const { rows } = await this.pool.query<{ seq: string }>(
      'SELECT COALESCE(MAX("seq"), 0) AS "seq" FROM "_changes"',
    );
    this.last = Number(rows[0]?.seq ?? 0);
    await this.listen();
    this.prune = setInterval(() => void this.pruneOld(), PRUNE_EVERY_MS);
    this.prune.unref?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    if (this.prune) clearInterval(this.prune);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.draining;
    await this.pool.end().catch(() => undefined);
  }

  async publish(change: FeedChange): Promise<void> {
    if (this.stopped) return;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [FEED_LOCK_KEY]);
      const { rows } = await client.query<{ seq: string }>(
        'INSERT INTO "_changes" ("created", "origin", "body") VALUES ($1, $2, $3) RETURNING "seq"',
        [nowDateTime(), this.deps.instanceId, JSON.stringify(change)],
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

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.deps.url });
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listenAgainSoon();
    };
    client.on('notification', () => this.drain());
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
    // What was written while nobody listened.
    this.drain();
  }

  private listenAgainSoon(): void {
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      this.listen().catch((error: unknown) => {
        console.warn('Change feed: could not listen again:', (error as Error).message);
        this.listenAgainSoon();
      });
    }, RECONNECT_MS);
    this.reconnect.unref?.();
  }

  /** Reads and hands over every change after the last one, one reader at a time. */
  private drain(): void {
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
        if (row.origin === this.deps.instanceId || this.stopped) continue;
        await this.deps
          .onRemote(JSON.parse(row.body) as FeedChange)
          .catch((error: unknown) =>
            console.warn('Change feed: could not deliver a change:', (error as Error).message),
          );
      }
      if (rows.length === READ_BATCH) this.again = true;
    } while (this.again && !this.stopped);
  }

  private async pruneOld(): Promise<void> {
    const cutoff = formatDateTime(new Date(Date.now() - KEEP_MS));
    await this.pool
      .query('DELETE FROM "_changes" WHERE "created" < $1', [cutoff])
      .catch((error: unknown) =>
        console.warn('Change feed: could not prune:', (error as Error).message),
      );
  }
}
