import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Core } from '../core/create-core.ts';
import type { ClientSink } from '../core/realtime/realtime-client.ts';
import { readSubscribeForm } from '../core/realtime/subscribe-form.ts';
import { readRequestBody } from './request-body.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { unavailable } from '../tools/errors.ts';

export type RealtimeRouteOptions = {
  /** Close a stream after this long without a message (default: PocketBase's 5 minutes). */
  idleTimeoutMs?: number;
};

// `X-Accel-Buffering: no` asks nginx not to hold the stream back (reference §10.1). The
// connection ends with its stream: a server shutting down would otherwise wait for every former
// subscriber's idle keep-alive connection (EventSource reconnects on a new connection anyway).
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
  Connection: 'close',
};

/**
 * A subscriber whose connection stopped reading is dropped once this much is queued for it,
 * rather than buffering for it without end (PocketBase blocks on an unbuffered channel instead).
 */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;

/** `/api/realtime` (reference §5.11, §10): the event stream and the subscribe request. */
export function registerRealtimeRoutes(
  app: FastifyInstance,
  core: Core,
  options: RealtimeRouteOptions = {},
): void {
  // No HEAD twin: a HEAD request must not register a client that can never be written to.
  app.route({
    method: 'GET',
    url: '/api/realtime',
    exposeHeadRoute: false,
    // Open for minutes on purpose, silent between messages: its own idle timeout ends it.
    config: { stallLimitMs: 0 },
    handler: (request, reply) => {
      if (core.realtime.isClosing) throw unavailable('The server is shutting down.');
      // A stream stays open for minutes: it must not hold large answers back all that time.
      request.toBackground();
      return openStream(core, reply, options.idleTimeoutMs);
    },
  });

  app.post('/api/realtime', async (request, reply) => {
    const { data } = await readRequestBody(request);
    const form = readSubscribeForm(data);
    await core.realtime.subscribeAnywhere(
      form.clientId,
      request.ctx.identity,
      request.headers.authorization ?? '',
      form.subscriptions,
    );
    return reply.code(204).send();
  });

  // Open streams would otherwise keep `app.close()` waiting until every subscriber leaves.
  app.addHook('preClose', async () => {
    core.realtime.closeAll();
  });
}

/**
 * Takes the response over from Fastify and keeps it open as the event stream: no serialiser,
 * compression or onSend hook may buffer or rewrite it, so the headers those would add (CORS,
 * security) are written here.
 */
async function openStream(
  core: Core,
  reply: FastifyReply,
  idleTimeoutMs: number | undefined,
): Promise<void> {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, { ...definedHeaders(reply), ...STREAM_HEADERS, ...SECURITY_HEADERS });
  const client = await core.realtime.connect(streamSink(response), idleTimeoutMs);
  response.on('close', () => core.realtime.disconnect(client.id));
  if (response.destroyed) return core.realtime.disconnect(client.id);
  client.send('PB_CONNECT', JSON.stringify({ clientId: client.id }));
}

function streamSink(response: ServerResponse): ClientSink {
  return {
    write: (chunk) => {
      if (response.writableEnded || response.destroyed) return;
      if (response.writableLength > MAX_QUEUED_BYTES) return void response.destroy();
      response.write(chunk);
    },
    close: () => {
      if (!response.writableEnded) response.end();
    },
  };
}

/** Headers set by hooks before the handler ran (CORS), which a hijacked reply would lose. */
function definedHeaders(reply: FastifyReply): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value;
  return headers;
}
