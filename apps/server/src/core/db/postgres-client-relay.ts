import type pg from 'pg';
import { formatDateTime, nowDateTime } from '../../tools/dates.ts';
import type {
  ClientRelay,
  RelayHandler,
  RelayReply,
  RelayRequest,
} from '../cluster/client-relay.ts';
import { INSTANCE_APP_PREFIX, type PostgresListener } from './postgres-listener.ts';

const REQUEST_CHANNEL = 'rumbo_relay';
const REPLY_CHANNEL = 'rumbo_relay_reply';
/** A holder that has not answered by then is taken for gone: the client is unknown. */
const REPLY_TIMEOUT_MS = 5_000;
const KEEP_REQUESTS_MS = 60 * 60 * 1000;

export type PostgresClientRelayDeps = { pool: pg.Pool; listener: PostgresListener };

/**
 * The relay between instances on one PostgreSQL database (issue 19, decision 057).
 *
 * - `_realtime_clients` says which instance holds each stream: a row is written before the
 *   client hears its id, and removed when the stream ends. Rows of instances whose listening
 *   connection is gone from `pg_stat_activity` (a crashed instance) are removed at start and
 *   at each prune.
 * - A request goes into `_relay`, and `NOTIFY rumbo_relay, '<holder> <id>'` wakes the holder,
 *   which takes the row, acts, and answers with `NOTIFY rumbo_relay_reply, '<id> <json>'`.
 *   Only the number travels one way: a subscribe request has no size limit of its own.
 */
export class PostgresClientRelay implements ClientRelay {
  private readonly pending = new Map<string, (reply: RelayReply | null) => void>();
  private readonly registering = new Map<string, Promise<unknown>>();
  private handler: RelayHandler | null = null;

  constructor(private readonly deps: PostgresClientRelayDeps) {
    deps.listener.on(REQUEST_CHANNEL, (payload) => void this.answer(payload));
    deps.listener.on(REPLY_CHANNEL, (payload) => this.settle(payload));
  }

  private get self(): string {
    return this.deps.listener.instanceId;
  }

  /** What this instance does with a request for a client it holds. */
  handle(handler: RelayHandler): void {
    this.handler = handler;
  }

  /** Creates the tables and removes what crashed instances left (before the listener starts). */
  async prepare(): Promise<void> {
    await this.deps.pool.query(
      `CREATE TABLE IF NOT EXISTS "_realtime_clients" ("clientId" TEXT PRIMARY KEY,
        "instance" TEXT NOT NULL, "created" TEXT NOT NULL)`,
    );
    await this.deps.pool.query(
      `CREATE TABLE IF NOT EXISTS "_relay" ("id" BIGSERIAL PRIMARY KEY, "target" TEXT NOT NULL,
        "created" TEXT NOT NULL, "body" TEXT NOT NULL)`,
    );
    await this.pruneOld();
  }

  async register(clientId: string): Promise<void> {
    const written = this.deps.pool.query(
      `INSERT INTO "_realtime_clients" ("clientId", "instance", "created") VALUES ($1, $2, $3)
        ON CONFLICT ("clientId") DO UPDATE SET "instance" = EXCLUDED."instance"`,
      [clientId, this.self, nowDateTime()],
    );
    this.registering.set(clientId, written);
    await written;
  }

  forget(clientId: string): void {
    const registered = this.registering.get(clientId) ?? Promise.resolve();
    this.registering.delete(clientId);
    void registered
      .catch(() => undefined)
      .then(() =>
        this.deps.pool.query(
          'DELETE FROM "_realtime_clients" WHERE "clientId" = $1 AND "instance" = $2',
          [clientId, this.self],
        ),
      )
      .catch(() => undefined);
  }

  async forward(request: RelayRequest): Promise<RelayReply | null> {
    const { rows } = await this.deps.pool.query<{ instance: string }>(
      'SELECT "instance" FROM "_realtime_clients" WHERE "clientId" = $1',
      [request.clientId],
    );
    const target = rows[0]?.instance;
    if (!target || target === this.self) return null;
    const inserted = await this.deps.pool.query<{ id: string }>(
      'INSERT INTO "_relay" ("target", "created", "body") VALUES ($1, $2, $3) RETURNING "id"',
      [target, nowDateTime(), JSON.stringify(request)],
    );
    const id = String(inserted.rows[0]?.id);
    const answered = new Promise<RelayReply | null>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(null);
      }, REPLY_TIMEOUT_MS);
      this.pending.set(id, (reply) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(reply);
      });
    });
    await this.deps.pool.query('SELECT pg_notify($1, $2)', [REQUEST_CHANNEL, `${target} ${id}`]);
    const reply = await answered;
    if (!reply) await this.forgetUnanswered(id, request.clientId, target);
    return reply;
  }

  /** Removes old requests and the clients of instances that are gone. */
  async pruneOld(): Promise<void> {
    const cutoff = formatDateTime(new Date(Date.now() - KEEP_REQUESTS_MS));
    await this.deps.pool.query('DELETE FROM "_relay" WHERE "created" < $1', [cutoff]);
    await this.deps.pool.query(
      `DELETE FROM "_realtime_clients" WHERE "instance" <> $1 AND "instance" NOT IN (
        SELECT substr("application_name", $2) FROM pg_stat_activity
        WHERE "application_name" LIKE $3)`,
      [this.self, INSTANCE_APP_PREFIX.length + 1, `${INSTANCE_APP_PREFIX}%`],
    );
  }

  /** Fails every request still waiting (shutdown): the callers answer that the client is gone. */
  stop(): void {
    for (const resolve of [...this.pending.values()]) resolve(null);
  }

  private async answer(payload: string): Promise<void> {
    const [target, id] = payload.split(' ');
    if (target !== this.self || !id || !this.handler) return;
    try {
      const { rows } = await this.deps.pool.query<{ body: string }>(
        'DELETE FROM "_relay" WHERE "id" = $1 RETURNING "body"',
        [id],
      );
      if (!rows[0]) return;
      const reply = await this.handler(JSON.parse(rows[0].body) as RelayRequest);
      await this.deps.pool.query('SELECT pg_notify($1, $2)', [
        REPLY_CHANNEL,
        `${id} ${JSON.stringify(reply)}`,
      ]);
    } catch (error) {
      console.warn('Instance relay: could not answer a request:', (error as Error).message);
    }
  }

  private settle(payload: string): void {
    const space = payload.indexOf(' ');
    const resolve = this.pending.get(payload.slice(0, space));
    if (resolve) resolve(JSON.parse(payload.slice(space + 1)) as RelayReply);
  }

  private async forgetUnanswered(id: string, clientId: string, target: string): Promise<void> {
    await this.deps.pool.query('DELETE FROM "_relay" WHERE "id" = $1', [id]).catch(() => undefined);
    await this.deps.pool
      .query('DELETE FROM "_realtime_clients" WHERE "clientId" = $1 AND "instance" = $2', [
        clientId,
        target,
      ])
      .catch(() => undefined);
  }
}
