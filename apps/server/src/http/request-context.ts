import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Core } from '../core/create-core.ts';
import { GUEST, type Identity, type RequestContext } from '../core/records/identity.ts';
import { SessionEndedError } from '../core/auth/session-policy.ts';
import { isApi } from './api-path.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** Resolves the caller's identity once per API request (reference §1.3). */
export function registerRequestContext(app: FastifyInstance, core: Core): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('preHandler', async (request) => {
    // Read before anything the request reads, kept values included (decision 070). Pages and
    // files read no records: they skip it (on PostgreSQL, a round trip per script or image).
    const mark = isApi(request.url) ? await core.db.requestMark() : null;
    request.ctx = {
      identity: await identityOf(core, request, mark),
      method: request.method,
      query: flattenQuery(request.query),
      headers: normalizeHeaders(request),
      mark,
    };
  });
}

/**
 * Routes a signed-out browser still reaches with the token it held: signing in again and the
 * health check. There an ended session is a guest; everywhere else it is refused with 401.
 */
const OPEN_ROUTE = /\/(auth-with-password|auth-with-oauth2|auth-methods|health)(\?|$)/;

async function identityOf(
  core: Core,
  request: FastifyRequest,
  mark: number | null,
): Promise<Identity> {
  try {
    return await core.tokens.identify(request.headers.authorization, undefined, mark);
  } catch (error) {
    if (error instanceof SessionEndedError && OPEN_ROUTE.test(request.url)) return GUEST;
    throw error;
  }
}

/** Query values as strings; a repeated key keeps its first value, as `@request.query.*` does. */
export function flattenQuery(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    out[key] = String(Array.isArray(value) ? value[0] : value);
  }
  return out;
}

/** Header names lower-cased with '-' → '_' (`@request.headers.x_token`). */
function normalizeHeaders(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase().replace(/-/g, '_')] = Array.isArray(value)
      ? (value[0] ?? '')
      : String(value);
  }
  return out;
}
