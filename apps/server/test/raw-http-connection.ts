import net from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * One keep-alive HTTP/1.1 connection driven byte by byte, for requests no HTTP client sends
 * (a body cut short, headers never finished) and to know which connection a request used.
 * Answers are read in order: a status line, headers, then a content-length or chunked body.
 */
export class RawHttpConnection {
  private buffer = Buffer.alloc(0);
  private ended = false;
  private wake: () => void = () => {};

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on('close', () => {
      this.ended = true;
      this.wake();
    });
    socket.on('error', () => {});
  }

  static open(origin: string): Promise<RawHttpConnection> {
    const url = new URL(origin);
    if (url.hostname !== '127.0.0.1') throw new Error(`Loopback only, not ${url.hostname}.`);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () =>
        resolve(new RawHttpConnection(socket)),
      );
      socket.once('error', reject);
    });
  }

  /** Whether the server has closed the connection (or it failed). */
  get closed(): boolean {
    return this.ended;
  }

  write(data: string | Buffer): void {
    this.socket.write(data);
  }

  /** The next whole answer; `closed` if the connection ends first, `timeout` after `ms`. */
  async next(ms: number): Promise<RawAnswer | 'closed' | 'timeout'> {
    const deadline = Date.now() + ms;
    for (;;) {
      const answer = this.take();
      if (answer) return answer;
      if (this.ended) return 'closed';
      const left = deadline - Date.now();
      if (left <= 0) return 'timeout';
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Waits until the server closes the connection; false after `ms`. */
  async waitClosed(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!this.ended && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return this.ended;
  }

  close(): void {
    this.socket.destroy();
  }

  /** Removes one whole answer from the front of the buffer, if it holds one. */
  private take(): RawAnswer | null {
    const text = this.buffer.toString('latin1');
    const headEnd = text.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const body = readBody(text.slice(headEnd + 4), headers);
    if (!body) return null;
    this.buffer = this.buffer.subarray(headEnd + 4 + body.length);
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
    return { status, headers, body: body.text };
  }
}

/** The body at the start of `rest` and its length on the wire, or null if not all there. */
function readBody(
  rest: string,
  headers: Record<string, string>,
): { text: string; length: number } | null {
  if (headers['transfer-encoding'] === 'chunked') {
    let text = '';
    let at = 0;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(rest.slice(at, lineEnd), 16);
      if (rest.length < lineEnd + 2 + size + 2) return null;
      text += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      at = lineEnd + 2 + size + 2;
      if (size === 0) return { text, length: at };
    }
  }
  const length = Number(headers['content-length'] ?? 0);
  return rest.length < length ? null : { text: rest.slice(0, length), length };
}
