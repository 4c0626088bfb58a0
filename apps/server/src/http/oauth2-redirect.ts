import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../core/create-core.ts';

const TOPIC = '@oauth2';
// Relative to /api/, as PocketBase sends them: both land on the page served at /_/.
const SUCCESS = '../_/#/auth/oauth2-redirect-success';
const FAILURE = '../_/#/auth/oauth2-redirect-failure';

/**
 * `GET|POST /api/oauth2-redirect` (reference §5.3): the provider sends the browser popup here
 * with `state` and `code`; the state is the id of the realtime client that opened the popup, so
 * the code is relayed to that client on its `@oauth2` subscription, and the popup is sent to a
 * page that says whether it worked. POST is Apple's `form_post` answer.
 */
export function registerOAuth2Redirect(app: FastifyInstance, core: Core): void {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    // 307 keeps a GET a GET; after a POST, 303 makes the browser load the page with GET.
    const status = request.method === 'GET' ? 307 : 303;
    const params = { ...asRecord(request.query), ...asRecord(request.body) };
    const state = asText(params.state);
    const code = asText(params.code);
    const error = asText(params.error);
    const message = { state, code, ...(error ? { error } : {}) };
    // One code per popup: a second visit with the same state finds no subscriber. The popup
    // may reach another instance than the one holding the client's stream (decision 057).
    if (!state || !(await core.realtime.sendAnywhere(state, TOPIC, message, true)))
      return reply.redirect(FAILURE, status);
    return reply.redirect(error || !code ? FAILURE : SUCCESS, status);
  };
  app.get('/api/oauth2-redirect', handle);
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post('/api/oauth2-redirect', handle);
  });
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
