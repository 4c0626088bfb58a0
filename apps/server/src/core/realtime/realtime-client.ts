import { GUEST, type Identity } from '../records/identity.ts';
import type { ParsedSubscription } from './subscription-options.ts';

/** Where a client's messages go: the open event stream, provided by the HTTP layer. */
export type ClientSink = {
  write: (chunk: Buffer) => void;
  /** Ends the stream; the HTTP layer then reports the disconnect. */
  close: () => void;
};

/**
 * One open `GET /api/realtime` stream (reference §10.1): its id, the identity bound by its first
 * authorized subscribe request, its subscriptions, and an idle timer that closes the stream when
 * nothing was sent for a while (PocketBase: 5 minutes; every message restarts it).
 */
export class RealtimeClient {
  readonly id: string;
  identity: Identity = GUEST;
  /** Subscription string (exactly as submitted, the event name) → its topic and options. */
  readonly subscriptions = new Map<string, ParsedSubscription>();
  private readonly sink: ClientSink;
  private readonly idleTimer: NodeJS.Timeout;
  private closed = false;

  constructor(id: string, sink: ClientSink, idleTimeoutMs: number) {
    this.id = id;
    this.sink = sink;
    this.idleTimer = setTimeout(() => this.close(), idleTimeoutMs);
    // An idle stream must not keep the process alive on shutdown.
    this.idleTimer.unref();
  }

  /** Sends one message framed as `id:…\nevent:…\ndata:…\n\n`; `data` is already JSON. */
  send(event: string, data: string): void {
    this.sendFrame(Buffer.from(`event:${event}\ndata:${data}\n\n`));
  }

  /**
   * Sends a message whose `event:`/`data:` part was framed and encoded once for many clients;
   * only the leading `id:` line is this client's own. One buffer, one write: the cheapest way to
   * hand thousands of copies to the sockets.
   */
  sendFrame(eventAndData: Buffer): void {
    if (this.closed) return;
    const idLine = `id:${this.id}\n`;
    const message = Buffer.allocUnsafe(idLine.length + eventAndData.length);
    message.write(idLine, 0, 'latin1');
    eventAndData.copy(message, idLine.length);
    this.sink.write(message);
    this.idleTimer.refresh();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Ends the stream (idle, shutdown); safe to call more than once. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    this.sink.close();
  }
}
