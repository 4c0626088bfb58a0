import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Core } from '../core/create-core.ts';
import { forbidden, notFound, unauthorized } from '../tools/errors.ts';
import { authCollection, authResponse } from './record-auth.ts';
import { readRequestBody } from './request-body.ts';
import { registerOAuth2Redirect } from './oauth2-redirect.ts';

type Params = { collection: string };
type RecordParams = Params & { id: string };

/** OAuth2 sign-in and the OAuth2 links of auth records (reference §5.2). */
export function registerOAuth2Routes(app: FastifyInstance, core: Core): void {
  const base = '/api/collections/:collection';
  registerOAuth2Redirect(app, core);

  app.post<{ Params: Params }>(`${base}/auth-with-oauth2`, async (request) => {
    const collection = authCollection(core, request.params.collection);
    const { data } = await readRequestBody(request);
    const { record, meta } = await core.oauth2.login(collection, request.ctx, data);
    return { meta, ...(await authResponse(core, collection, record, request)) };
  });

  app.get<{ Params: RecordParams }>(`${base}/records/:id/external-auths`, async (request) => {
    const collection = authCollection(core, request.params.collection);
    requireAdminOrOwner(request);
    const record = await core.reader.findById(collection, request.params.id);
    if (!record) throw notFound();
    return core.externalAuths.listByRecord(collection.id, String(record.id));
  });

  app.delete<{ Params: RecordParams & { provider: string } }>(
    `${base}/records/:id/external-auths/:provider`,
    async (request, reply) => {
      const collection = authCollection(core, request.params.collection);
      requireAdminOrOwner(request);
      const record = await core.reader.findById(collection, request.params.id);
      if (!record) throw notFound();
      const { provider } = request.params;
      if (!(await core.externalAuths.unlink(collection.id, String(record.id), provider)))
        throw notFound('Missing external auth provider relation.');
      return reply.code(204).send();
    },
  );
}

/** Operators, or the record itself (auth record ids are unique across auth collections). */
function requireAdminOrOwner(request: FastifyRequest<{ Params: RecordParams }>): void {
  const { identity } = request.ctx;
  if (identity.kind === 'admin') return;
  if (identity.kind !== 'record')
    throw unauthorized('The request requires admin or record authorization token to be set.');
  if (identity.record.id !== request.params.id) throw forbidden();
}
