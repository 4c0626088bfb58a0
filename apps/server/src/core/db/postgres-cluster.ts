import pg from 'pg';
import type { FeedChange } from '../cluster/change-feed.ts';
import { PostgresListener } from './postgres-listener.ts';
import { PostgresChangeFeed } from './postgres-change-feed.ts';
import { PostgresClientRelay } from './postgres-client-relay.ts';

const PRUNE_EVERY_MS = 5 * 60 * 1000;

export type PostgresClusterDeps = {
  url: string;
  instanceId: string;
  /** Delivers a change another instance wrote to this instance's subscribers. */
  onRemote: (change: FeedChange) => Promise<void>;
};

/**
 * What lets several instances share one PostgreSQL database (issue 19): one listening
 * connection and a small pool of their own (never inside a request's transaction), carrying the
 * change feed (decision 056) and the relay to the instance holding a realtime client
 * (decision 057).
 */
export class PostgresCluster {
  readonly feed: PostgresChangeFeed;
  readonly relay: PostgresClientRelay;
  private readonly pool: pg.Pool;
  private readonly listener: PostgresListener;
  private prune: ReturnType<typeof setInterval> | null = null;

  constructor(deps: PostgresClusterDeps) {
    this.pool = new pg.Pool({ connectionString: deps.url, max: 4 });
    this.pool.on('error', (error) => console.warn('Instance pool error:', error.message));
    this.listener = new PostgresListener(deps.url, deps.instanceId);
    const shared = { pool: this.pool, listener: this.listener };
    this.feed = new PostgresChangeFeed({ ...shared, onRemote: deps.onRemote });
    this.relay = new PostgresClientRelay(shared);
  }

  async start(): Promise<void> {
    await this.feed.prepare();
    await this.relay.prepare();
    await this.listener.start();
    this.prune = setInterval(() => void this.pruneOld(), PRUNE_EVERY_MS);
    this.prune.unref?.();
  }

  async stop(): Promise<void> {
    if (this.prune) clearInterval(this.prune);
    this.relay.stop();
    await this.feed.stop();
    await this.listener.stop();
    await this.pool.end().catch(() => undefined);
  }

  private async pruneOld(): Promise<void> {
    await Promise.all([this.feed.pruneOld(), this.relay.pruneOld()]).catch((error: unknown) =>
      console.warn('Instance tables: could not prune:', (error as Error).message),
    );
  }
}
