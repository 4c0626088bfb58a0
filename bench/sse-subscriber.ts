/**
 * A bare realtime subscriber for the benchmark: a raw TCP connection per subscriber speaking just
 * enough HTTP/1.1 to open the stream, so that 2,000 of them cost this process little and the
 * delivery times measure the server rather than the client. After PB_CONNECT it only looks for
 * the marker of the awaited update in the bytes that arrive.
 */
import http from 'node:http';
import net from 'node:net';

const CONNECT_TIMEOUT_MS = 15_000;

export class SseSubscriber {
  clientId = '';
  /** `performance.now()` when the awaited marker arrived, or null. */
  arrivedAt: number | null = null;
  private socket: net.Socket | null = null;
  private awaited: Buffer | null = null;
  private tail: Buffer = Buffer.alloc(0);

  /** Opens the stream and waits for PB_CONNECT. */
  async open(baseUrl: string): Promise<void> {
    const url = new URL(baseUrl);
    if (url.hostname !== '127.0.0.1') throw new Error(`Loopback only, not ${url.hostname}.`);
    const socket = net.connect(Number(url.port), url.hostname);
    this.socket = socket;
    socket.setNoDelay(true);
    socket.write(
      `GET /api/realtime HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`,
    );
    this.clientId = await readClientId(socket);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
  }

  /** Starts waiting for a frame that contains `marker`. */
  await(marker: string): void {
    this.arrivedAt = null;
    this.awaited = Buffer.from(marker);
    this.tail = Buffer.alloc(0);
  }

  close(): void {
    this.socket?.destroy();
  }

  private receive(chunk: Buffer): void {
    if (!this.awaited) return;
    const now = performance.now();
    // The marker may straddle two reads: keep enough of the previous one.
    const haystack = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    if (haystack.includes(this.awaited)) {
      this.arrivedAt = now;
      this.awaited = null;
      return;
    }
    this.tail = haystack.subarray(Math.max(0, haystack.length - this.awaited.length));
  }
}

function readClientId(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => fail(new Error('no PB_CONNECT')), CONNECT_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      // The first message is PB_CONNECT; chunked framing may sit between its lines.
      const match = /\r\n\r\n[\s\S]*?id:([A-Za-z0-9]{40})\n/.exec(text);
      if (!match || !text.includes('PB_CONNECT')) return;
      clearTimeout(timer);
      socket.off('data', onData).off('error', fail);
      resolve(match[1]!);
    };
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    socket.on('data', onData).on('error', fail);
  });
}

/** A keep-alive agent for the subscribe requests and record writes of the benchmark. */
export const requestAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** Sends a JSON request; resolves with the status and parsed body. */
export function sendJson(
  url: string,
  method: string,
  body: unknown,
  token = '',
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: requestAgent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...(token ? { Authorization: token } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
