import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Reads to its end whatever a request body still holds once its answer has gone out, so the
 * connection can carry the client's next request (docs/decisions/059).
 *
 * Node drains a body nobody touched, but not one whose reading began and stopped: a multipart
 * form refused at its first bad part leaves its later parts unread, the socket stops reading
 * when that remainder passes its buffer, and the next request a keep-alive client sends on the
 * same connection is never read, so never answered. A remainder longer than the largest body the
 * server accepts is not worth reading: that connection is closed instead.
 */
export function registerUnreadBodies(app: FastifyInstance, maxDiscardBytes: number): void {
  app.addHook('onResponse', async (request) => {
    discardRest(request.raw, maxDiscardBytes);
  });
}

/** Discards the rest of `body` (nothing when it was read to its end or is gone). */
export function discardRest(body: IncomingMessage, maxDiscardBytes: number): void {
  if (body.readableEnded || body.destroyed) return;
  // Received whole and nothing left buffered: a GET, or a body read to its last byte.
  if (body.complete && body.readableLength === 0) return;
  // Whatever stopped reading it (a multipart parser) gets nothing more.
  body.unpipe();
  let discarded = 0;
  body.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    // Destroying an incomplete request closes its connection (and works on `inject`'s
    // requests too, which have no real socket).
    if (discarded > maxDiscardBytes && !body.destroyed) body.destroy();
  });
  body.resume();
}
