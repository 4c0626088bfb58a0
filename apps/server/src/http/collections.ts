import type { FastifyInstance } from 'fastify';
import type { CollectionModel } from '@rumbo/domain';
import type { Core } from '../core/create-core.ts';
import { badRequest, notFound } from '../tools/errors.ts';
import { upsertCollection } from '../core/collections/collection-upsert.ts';
import { importCollections } from '../core/collections/collection-import.ts';
import { parseListParams } from './list-params.ts';
import { INVALID_BODY, readRequestBody } from './request-body.ts';
import { requireAdmin } from './require-admin.ts';
import { DATABASE_WORK } from './request-deadline.ts';

type CollectionParams = { collection: string };

/** `/api/collections`: the collections' CRUD and import, for operators only (reference §5.5). */
export function registerCollectionRoutes(app: FastifyInstance, core: Core): void {
  const one = '/api/collections/:collection';

  app.get('/api/collections', async (request) => {
    requireAdmin(request);
    return core.collections.listPage(parseListParams(request.ctx.query));
  });

  app.get<{ Params: CollectionParams }>(one, async (request) => {
    requireAdmin(request);
    return findCollection(core, request.params.collection);
  });

  app.post('/api/collections', DATABASE_WORK, async (request) => {
    requireAdmin(request);
    const { data } = await readRequestBody(request);
    return upsertCollection(core.collections, data);
  });

  app.patch<{ Params: CollectionParams }>(one, DATABASE_WORK, async (request) => {
    requireAdmin(request);
    const existing = findCollection(core, request.params.collection);
    const { data } = await readRequestBody(request);
    return upsertCollection(core.collections, data, existing);
  });

  app.delete<{ Params: CollectionParams }>(one, DATABASE_WORK, async (request, reply) => {
    requireAdmin(request);
    await core.collections.delete(findCollection(core, request.params.collection));
    return reply.code(204).send();
  });

  app.put('/api/collections/import', DATABASE_WORK, async (request, reply) => {
    requireAdmin(request);
    const { data } = await readRequestBody(request);
    const deleteMissing = data.deleteMissing ?? false;
    if (typeof deleteMissing !== 'boolean') throw badRequest(INVALID_BODY);
    await importCollections(core.collections, data.collections, deleteMissing);
    return reply.code(204).send();
  });
}

function findCollection(core: Core, idOrName: string): CollectionModel {
  const collection = core.collections.find(idOrName);
  if (!collection) throw notFound();
  return collection;
}
