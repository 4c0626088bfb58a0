import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../core/create-core.ts';
import type { RequestContext } from '../core/records/identity.ts';
import { isApi } from './api-path.ts';
import { requestLogEntry, type RequestFacts } from '../core/logs/request-log-entry.ts';

type Failure = NonNullable<RequestFacts['failure']>;

const AUTH_KINDS = { guest: 'guest', admin: 'admin', record: 'authRecord' } as const;

/**
 * Records every `/api/*` request in the logs database once its response is sent, and writes
 * the pending logs when the server closes. Successful reads of the logs themselves are not
 * recorded (nor does PocketBase record them): an operator watching the logs would otherwise
 * flood the very list they are reading.
 */
export function registerRequestLogs(app: FastifyInstance, core: Core): void {
  const failures = new WeakMap<FastifyRequest, Failure>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string' && isApi(request.url))
      failures.set(request, readFailure(payload));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!isApi(request.url) || isLogRead(request, reply)) return;
    const { logs: config } = core.settings.get();
    if (config.maxDays <= 0) return;
    core.logs.add(requestLogEntry(facts(request, reply, config.logIp, failures.get(request))));
  });
  app.addHook('onClose', async () => core.logs.close(false));
}

function facts(
  request: FastifyRequest,
  reply: FastifyReply,
  logIp: boolean,
  failure: Failure | undefined,
): RequestFacts {
  // The context is missing when the request failed before it was built (e.g. a malformed body).
  const ctx = request.ctx as RequestContext | null;
  return {
    method: request.method,
    url: request.url,
    status: reply.statusCode,
    execTime: reply.elapsedTime,
    auth: AUTH_KINDS[ctx?.identity.kind ?? 'guest'],
    headers: request.headers,
    remoteIp: request.ip ?? '',
    logIp,
    failure: failure ?? (reply.statusCode >= 400 ? { message: '', data: {} } : undefined),
    finishedAt: new Date(),
  };
}

function isLogRead(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.url.split('?')[0]!;
  return reply.statusCode < 400 && (path === '/api/logs' || path.startsWith('/api/logs/'));
}

function readFailure(payload: string): Failure {
  try {
    const body = JSON.parse(payload) as { message?: unknown; data?: unknown };
    return { message: String(body.message ?? ''), data: body.data ?? {} };
  } catch {
    return { message: '', data: {} };
  }
}
