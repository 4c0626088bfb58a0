import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@rumbo/domain';
import { signedIn, startTestServer, type TestServer } from './test-server.ts';
import { RawHttpConnection } from './raw-http-connection.ts';

// Every request ends with an answer or a closed connection (docs/decisions/059): a multipart form
// refused half-read leaves its connection able to carry the next request, and a request that
// stops moving is ended within the server's stall limit (shortened here to STALL_MS) while
// streams and uploads that keep moving are not cut.
const STALL_MS = 1_000;
/** Both look once a second; the rest is room for a busy machine. */
const SLACK_MS = 3_000;
const OCEAN = '/api/collections/shipments_ocean/records';
const BOUNDARY = 'answeredBoundary';

let server: TestServer;
let token: string;
const connections: RawHttpConnection[] = [];

beforeAll(async () => {
  server = await startTestServer({ stallLimitMs: STALL_MS });
  token = (await signedIn(server.url, DEMO_EMAILS.staffGolfo, DEMO_PASSWORD)).authStore.token;
});

afterAll(async () => {
  for (const connection of connections) connection.close();
  await server.close();
});

async function connect(): Promise<RawHttpConnection> {
  const connection = await RawHttpConnection.open(server.url);
  connections.push(connection);
  return connection;
}

function request(method: string, path: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries({ Host: 'test', ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n${body}`;
}

/** A shipment form refused at its first part (not JSON), then a document far past any buffer. */
function refusedForm(documentBytes: number): string {
  const body =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="@jsonPayload"\r\n\r\n{not json\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n${'A'.repeat(documentBytes)}\r\n--${BOUNDARY}--\r\n`;
  return request(
    'POST',
    OCEAN,
    {
      Authorization: token,
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length': String(Buffer.byteLength(body)),
    },
    body,
  );
}

describe('a multipart form refused before its end', () => {
  it('leaves its keep-alive connection able to answer the next request', async () => {
    const connection = await connect();
    connection.write(refusedForm(512 * 1024));
    const refused = await connection.next(5_000);
    expect(refused).toMatchObject({ status: 400, headers: { connection: 'keep-alive' } });
    // The next request on the same connection, as a keep-alive client sends it.
    connection.write(request('GET', '/api/health', {}));
    const next = await connection.next(5_000);
    expect(next).toMatchObject({ status: 200 });
  });

  it('does not leave a fetch client a connection that never answers', async () => {
    const body = new FormData();
    body.append('@jsonPayload', '{not json');
    body.append('documents', new Blob(['A'.repeat(192 * 1024)]), 'a.pdf');
    const headers = { Authorization: token };
    const refused = await fetch(server.url + OCEAN, { method: 'POST', headers, body });
    expect(refused.status).toBe(400);
    await refused.arrayBuffer();
    // Time for the form's last bytes to leave the client: its connection is then idle to fetch,
    // and the next requests (three at once, so every idle connection is taken) may use it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await Promise.all(
      [1, 2, 3].map(async () => {
        const signal = AbortSignal.timeout(5_000);
        const response = await fetch(`${server.url + OCEAN}?perPage=1`, { headers, signal });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(next).toEqual([200, 200, 200]);
  });
});

describe('a request that stops moving', () => {
  it('is answered 503 when its body never arrives, and its connection closed', async () => {
    const connection = await connect();
    const started = Date.now();
    const partial = request(
      'POST',
      OCEAN,
      { Authorization: token, 'Content-Type': 'application/json', 'Content-Length': '100' },
      '{"reference":',
    );
    connection.write(partial);
    const answer = await connection.next(STALL_MS + 5_000);
    expect(answer).toMatchObject({ status: 503, headers: { connection: 'close' } });
    expect(Date.now() - started).toBeLessThan(STALL_MS + SLACK_MS);
    expect(await connection.waitClosed(2_000)).toBe(true);
  });

  it('is answered 408 when its headers never finish', async () => {
    const connection = await connect();
    const started = Date.now();
    connection.write(`GET /api/health HTTP/1.1\r\nHost: test\r\n`);
    const answer = await connection.next(STALL_MS + 5_000);
    expect(answer).toMatchObject({ status: 408 });
    expect(Date.now() - started).toBeLessThan(STALL_MS + SLACK_MS);
  });
});

describe('what keeps moving, or is meant to stay open, is not cut', () => {
  it('an upload sent slowly, a piece at a time, is answered as usual', async () => {
    const connection = await connect();
    const body = JSON.stringify({ displayName: 'Slow upload', notes: 'n'.repeat(60) });
    connection.write(
      request('POST', '/api/collections/partners/records', {
        Authorization: token,
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
      }),
    );
    // Four stall limits in all, never a whole one without a byte.
    for (const piece of body.match(/[^]{1,20}/g)!) {
      connection.write(piece);
      await new Promise((resolve) => setTimeout(resolve, STALL_MS / 2));
    }
    const answer = await connection.next(5_000);
    expect(answer).toMatchObject({ status: 200 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({
      displayName: 'Slow upload',
    });
  });

  it('a realtime stream stays open past the stall limit', async () => {
    const connection = await connect();
    connection.write(request('GET', '/api/realtime', { Accept: 'text/event-stream' }));
    await new Promise((resolve) => setTimeout(resolve, STALL_MS * 3));
    expect(connection.closed).toBe(false);
  });
});
