import pg from 'pg';

const RECONNECT_MS = 1_000;
/** Prefix of `application_name` on each instance's listening connection (decision 056). */
export const INSTANCE_APP_PREFIX = 'rumbo ';

type Handler = (payload: string) => void;

/**
 * One instance's listening connection to PostgreSQL (issue 19): LISTENs on every channel a
 * handler was added for, and after a lost connection connects and listens again within a second,
 * then tells `onListening` handlers, which read what they may have missed. The connection's
 * `application_name` is `rumbo <instance id>`, so `pg_stat_activity` says which instances are
 * alive: an instance that dies loses the connection with its process.
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Handler>();
  private readonly listening: Array<() => void> = [];
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    readonly instanceId: string,
  ) {}

  /** Handles notifications on `channel` (add before `start`). */
  on(channel: string, handler: Handler): void {
    this.handlers.set(channel, handler);
  }

  /** Runs after each (re)connection has started listening. */
  onListening(handler: () => void): void {
    this.listening.push(handler);
  }

  async start(): Promise<void> {
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: `${INSTANCE_APP_PREFIX}${this.instanceId}`,
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.listenAgainSoon();
    };
    client.on('notification', ({ channel, payload }) =>
      this.handlers.get(channel)?.(payload ?? ''),
    );
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.client = client;
    for (const handler of this.listening) handler();
  }

  private listenAgainSoon(): void {
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      this.listen().catch((error: unknown) => {
        console.warn('Instance feed: could not listen again:', (error as Error).message);
        this.listenAgainSoon();
      });
    }, RECONNECT_MS);
    this.reconnect.unref?.();
  }
}
