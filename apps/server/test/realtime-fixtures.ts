import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { EventSource, type FetchLike } from 'eventsource';
import type PocketBase from 'pocketbase';
import type { RecordModel, RecordSubscription } from 'pocketbase';
import { startServer, type StartOptions } from '../src/start-server.ts';
import type { TestServer } from './test-server.ts';
import { copySeededDatabase, DATABASE_FILE } from './seeded-database.ts';
import { databaseFor, ON_POSTGRES } from './test-engine.ts';
import { TEST_BCRYPT_COST } from './test-passwords.ts';

/**
 * Streams over `node:http` without connection reuse. Node's built-in fetch, after an event stream
 * is aborted, opens a spare connection that never sends a request; the server cannot tell it
 * from a slow request and `close()` then waits for its header timeout (a minute). Browsers do
 * not do that, so the tests avoid it rather than shorten the server's timeouts.
 */
const streamOverHttp: FetchLike = (url, init) =>
  new Promise((resolve, reject) => {
    const request = http.get(url, { headers: init.headers, agent: false }, (response) => {
      resolve({
        body: Readable.toWeb(response) as ReadableStream<Uint8Array>,
        url: String(url),
        status: response.statusCode ?? 0,
        redirected: false,
        headers: { get: (name) => headerValue(response.headers[name.toLowerCase()]) },
      });
    });
    request.on('error', reject);
    (init.signal as AbortSignal | undefined)?.addEventListener('abort', () => request.destroy());
  });

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

class NodeEventSource extends EventSource {
  constructor(url: string | URL, init?: ConstructorParameters<typeof EventSource>[1]) {
    super(url, { ...init, fetch: streamOverHttp });
  }
}

// The SDK's realtime service opens a global EventSource, which Node does not have.
globalThis.EventSource = NodeEventSource as unknown as typeof globalThis.EventSource;

export type RecordEvent = RecordSubscription<RecordModel>;

/** How long a test waits for an event that must come. */
const EVENT_TIMEOUT_MS = 5_000;
/**
 * How long a test waits before concluding an event did not come. Frames are written to the
 * sockets before the write request that caused them answers, so loopback delivery takes far less.
 */
export const QUIET_MS = 300;

/** Events received through one SDK subscription, in arrival order. */
export class EventLog {
  readonly events: RecordEvent[] = [];
  private waiters: (() => void)[] = [];

  readonly push = (event: RecordEvent): void => {
    this.events.push(event);
    for (const wake of this.waiters.splice(0)) wake();
  };

  /** The first event satisfying `match`, waiting for it if needed. */
  async waitFor(match: (event: RecordEvent) => boolean, label = 'event'): Promise<RecordEvent> {
    const deadline = Date.now() + EVENT_TIMEOUT_MS;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${label}; got ${this.describe()}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** `action:id` of every event, for readable assertions. */
  describe(): string[] {
    return this.events.map((e) => `${e.action}:${e.record.id}`);
  }

  clear(): void {
    this.events.length = 0;
  }
}

/** Subscribes `pb` to `topic` of `collection` and logs what arrives. */
export async function subscribeLog(
  pb: PocketBase,
  collection: string,
  topic: string,
  options?: Record<string, unknown>,
): Promise<EventLog> {
  const log = new EventLog();
  await pb.collection(collection).subscribe(topic, log.push, options);
  return log;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SseMessage = { id: string; event: string; data: string };

/**
 * A raw `GET /api/realtime` stream read frame by frame, to check the wire format itself and to
 * drive the API without the SDK.
 */
export class RawStream {
  readonly headers: Headers;
  readonly status: number;
  clientId = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private buffer = '';
  private readonly decoder = new TextDecoder();

  private constructor(response: Response) {
    this.headers = response.headers;
    this.status = response.status;
    this.reader = response.body!.getReader();
  }

  static async open(url: string): Promise<RawStream> {
    const stream = new RawStream(await fetch(`${url}/api/realtime`));
    const connect = await stream.next();
    stream.clientId = connect?.id ?? '';
    return stream;
  }

  /** The raw text of the next frame, or null when the server ended the stream. */
  async nextRaw(): Promise<string | null> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = this.buffer.slice(0, end + 2);
        this.buffer = this.buffer.slice(end + 2);
        return frame;
      }
      const { value, done } = await this.reader.read();
      if (done) return null;
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  async next(): Promise<SseMessage | null> {
    const frame = await this.nextRaw();
    if (frame === null) return null;
    const field = (name: string) =>
      frame
        .split('\n')
        .find((line) => line.startsWith(`${name}:`))
        ?.slice(name.length + 1) ?? '';
    return { id: field('id'), event: field('event'), data: field('data') };
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

/** `POST /api/realtime` with a JSON body, as the SDK sends it. */
export function postSubscriptions(url: string, body: unknown, token = ''): Promise<Response> {
  return fetch(`${url}/api/realtime`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
}

export function temporaryDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'rumbo-realtime-test-'));
}

/**
 * The real server on loopback with `dataDir` kept across restarts (the data dir is removed by
 * `close` only when `removeOnClose`). Seeds only an empty database unless told otherwise; an
 * empty `dataDir` gets a copy of the run's seeded database (seeded-database.ts).
 */
export async function startServerIn(
  dataDir: string,
  options: Partial<StartOptions> & { removeOnClose?: boolean } = {},
): Promise<TestServer> {
  const { removeOnClose = true, ...start } = options;
  const isEmpty = !existsSync(path.join(dataDir, DATABASE_FILE));
  const fromSeeded = start.seed !== false && !start.now;
  if (fromSeeded && isEmpty && !ON_POSTGRES) copySeededDatabase(dataDir);
  const server = await startServer({
    dataDir,
    ...(await databaseFor(dataDir, { seeded: fromSeeded })),
    host: '127.0.0.1',
    port: 0,
    seed: true,
    bcryptCost: TEST_BCRYPT_COST,
    // One instance per test database: its files have nobody to be shared with (no notice).
    sharedDataDir: true,
    ...start,
  });
  return {
    ...server,
    dataDir,
    close: async () => {
      await server.close();
      if (removeOnClose) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
