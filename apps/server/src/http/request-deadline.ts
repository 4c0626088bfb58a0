import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unavailable } from '../tools/errors.ts';
import { redactUrl } from '../core/logs/redact-url.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How long this route's requests may go without progress (docs/decisions/059); `0`: the
     * route ends its requests itself (the realtime stream and its idle timeout).
     */
    stallLimitMs?: number;
  }
}

/**
 * The server's own time limit (docs/decisions/059): a request that goes this long with no byte
 * of it arriving and no byte of its answer leaving is ended, with a 503 when its answer has not
 * started and by closing its connection when it has. Uploads and downloads that keep moving are
 * never cut, however long they take.
 */
export const STALL_LIMIT_MS = 20_000;

/**
 * Operator work that rewrites the database before it answers (a backup, a collection change
 * that rebuilds a table of many rows) may go quiet for minutes: its routes allow this long.
 */
export const DATABASE_WORK_STALL_LIMIT_MS = 15 * 60_000;
/** Route options of such routes. */
export const DATABASE_WORK = { config: { stallLimitMs: DATABASE_WORK_STALL_LIMIT_MS } };

/** How often a request's progress is looked at: it is ended at most this long past its limit. */
const CHECK_EVERY_MS = 1_000;

/** Where a request stood when it was ended, for the log line. */
type Stage = 'receiving the request' | 'preparing the answer' | 'sending the answer';

/** A request being watched: its limit, and when its connection last moved a byte. */
type Watch = {
  request: FastifyRequest;
  reply: FastifyReply;
  limitMs: number;
  moved: number;
  movedAt: number;
};

/**
 * Ends every request that stops making progress (see STALL_LIMIT_MS). One timer per server
 * looks at every request under way, rather than a timer per request on the hot path.
 */
export function registerRequestDeadline(app: FastifyInstance, limitMs = STALL_LIMIT_MS): void {
  const watched = new Set<Watch>();
  const timer = setInterval(() => checkAll(watched), Math.min(CHECK_EVERY_MS, limitMs));
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    const limit = request.routeOptions.config?.stallLimitMs ?? limitMs;
    if (limit > 0) watch(watched, { request, reply, limitMs: limit, moved: 0, movedAt: 0 });
    done();
  });
}

function watch(watched: Set<Watch>, entry: Watch): void {
  if (entry.request.raw.socket.destroyed) return;
  entry.moved = progressOf(entry.request);
  entry.movedAt = Date.now();
  watched.add(entry);
  // 'close' comes when the answer is done and when the client goes away first. Counted in, as
  // the foreground hook counts its own (foreground.ts), not warned about as a leak.
  const raw = entry.reply.raw;
  raw.setMaxListeners(raw.getMaxListeners() + 1);
  raw.once('close', () => watched.delete(entry));
}

function checkAll(watched: Set<Watch>): void {
  const now = Date.now();
  for (const entry of watched) {
    const moved = progressOf(entry.request);
    if (moved !== entry.moved) {
      entry.moved = moved;
      entry.movedAt = now;
    } else if (now - entry.movedAt >= entry.limitMs) {
      watched.delete(entry);
      end(entry.request, entry.reply, entry.limitMs);
    }
  }
}

/** Bytes moved on the request's connection, both ways. */
function progressOf(request: FastifyRequest): number {
  const socket = request.raw.socket;
  return socket.bytesRead + socket.bytesWritten;
}

function end(request: FastifyRequest, reply: FastifyReply, limitMs: number): void {
  const stage = stageOf(request, reply);
  // An answer already on its way (or handed to the hooks that send it) cannot be replaced.
  const started = reply.sent || reply.raw.headersSent;
  request.log.warn(
    `${request.method} ${redactUrl(request.url)} made no progress for ${limitMs} ms while ` +
      `${stage}: ${started ? 'connection closed' : 'answered 503'}`,
  );
  if (started) {
    reply.raw.destroy();
    return;
  }
  // Whatever the request was waiting for may still hold part of its body: the connection
  // cannot be trusted with another request.
  reply.header('connection', 'close');
  void reply.send(unavailable('The request took too long to answer.'));
}

function stageOf(request: FastifyRequest, reply: FastifyReply): Stage {
  if (reply.raw.headersSent) return 'sending the answer';
  return request.raw.complete ? 'preparing the answer' : 'receiving the request';
}
