import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RawHttpConnection } from '../../test/raw-http-connection.ts';
import { discardRest } from './unread-body.ts';

// A handler that reads the first piece of a body and stops, as a multipart parser does at a bad
// part, answers, then leaves the rest to `discardRest` (docs/decisions/059).
const DISCARD_LIMIT = 1024 * 1024;
let server: Server | null = null;

async function startServer(): Promise<string> {
  server = createServer((request, response) => {
    if (request.method === 'GET') return void response.end('next');
    request.once('data', () => {
      request.pause();
      response.end('refused', () => discardRest(request, DISCARD_LIMIT));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

function post(connection: RawHttpConnection, bytes: number): void {
  connection.write(`POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: ${bytes}\r\n\r\n`);
  connection.write(Buffer.alloc(bytes, 'a'));
}

describe('a body left unread after its answer', () => {
  it('is read to its end, so the connection answers the next request', async () => {
    const connection = await RawHttpConnection.open(await startServer());
    post(connection, DISCARD_LIMIT / 2);
    expect(await connection.next(5_000)).toMatchObject({ status: 200, body: 'refused' });
    connection.write('GET /next HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await connection.next(5_000)).toMatchObject({ status: 200, body: 'next' });
  });

  it('closes the connection when more than the limit is still coming', async () => {
    const connection = await RawHttpConnection.open(await startServer());
    post(connection, DISCARD_LIMIT * 8);
    expect(await connection.next(5_000)).toMatchObject({ status: 200, body: 'refused' });
    expect(await connection.next(5_000)).toBe('closed');
  });
});
