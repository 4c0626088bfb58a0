import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '@rumbo/domain';
import { signedIn, startTestServer, type TestServer } from './test-server.ts';

// JSON answers of the API are compressed for clients that ask; the event stream never is.
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signedIn(server.url, DEMO_EMAILS.staffGolfo)).authStore.token;
});

afterAll(async () => {
  await server.close();
});

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET over plain node:http: the bytes as sent, nothing decoded on the way. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.url}${path}`,
      { headers: { Authorization: token, ...headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

// Every Golfo ocean shipment, payloads and all: some hundreds of kilobytes of JSON.
const BIG_LIST = '/api/collections/shipments_ocean/records?perPage=500&sort=-created';

describe('API compression', () => {
  it('sends a big list uncompressed to a client that does not ask', async () => {
    const plain = await rawGet(BIG_LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = JSON.parse(plain.body.toString('utf8')) as { totalItems: number };
    expect(list.totalItems).toBe(67);
    expect(plain.body.length).toBeGreaterThan(100_000);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'compresses a big list with %s, decoding to the same JSON',
    async (encoding, decode) => {
      const plain = await rawGet(BIG_LIST);
      const packed = await rawGet(BIG_LIST, { 'Accept-Encoding': encoding });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.headers['content-type']).toMatch(/^application\/json/);
      expect(packed.body.length).toBeLessThan(plain.body.length / 5);
      expect(JSON.parse(decode(packed.body).toString('utf8'))).toEqual(
        JSON.parse(plain.body.toString('utf8')),
      );
    },
  );

  it('prefers brotli when the client accepts what browsers send', async () => {
    const packed = await rawGet(BIG_LIST, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(packed.headers['content-encoding']).toBe('br');
  });

  it('leaves answers under a kilobyte as they are', async () => {
    const health = await rawGet('/api/health', { 'Accept-Encoding': 'gzip, br' });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ code: 200 });
  });

  it('never compresses the realtime event stream', async () => {
    const first = await new Promise<{ headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        const request = http.get(
          `${server.url}/api/realtime`,
          { headers: { 'Accept-Encoding': 'gzip, deflate, br' }, agent: false },
          (response) => {
            response.once('data', (chunk: Buffer) => {
              resolve({ headers: response.headers, text: chunk.toString('utf8') });
              request.destroy();
            });
          },
        );
        request.on('error', reject);
      },
    );
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.headers['content-encoding']).toBeUndefined();
    // The first event arrives readable at once, not held back in a compressor's block.
    expect(first.text).toContain('event:PB_CONNECT');
  });
});
