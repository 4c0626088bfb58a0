import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CollectionModel } from '@rumbo/domain';
import type { Core } from '../core/create-core.ts';
import { notFound } from '../tools/errors.ts';
import { largestAcceptedFile } from '../core/files/upload-checks.ts';
import { withSniffedTypes } from '../core/files/file-changes.ts';
import { multipartRecordData } from '../core/records/multipart-values.ts';
import { listAnswer } from '../core/records/list-answer.ts';
import { expectedVersion } from '../core/records/record-version.ts';
import { parseListParams } from './list-params.ts';
import { writtenFromRows } from '../core/records/record-json.ts';
import { readRequestBody } from './request-body.ts';

type CollectionParams = { collection: string };
type RecordParams = CollectionParams & { id: string };

/** `/api/collections/{collection}/records` (reference §5.1). */
export function registerRecordRoutes(app: FastifyInstance, core: Core): void {
  const base = '/api/collections/:collection/records';

  // Streamed in slices, so a page of large records never holds up other requests.
  app.get<{ Params: CollectionParams }>(base, async (request, reply) => {
    const collection = findCollection(core, request.params.collection);
    const answer = await listAnswer({
      db: core.db,
      reader: core.reader,
      collection,
      ctx: request.ctx,
      params: parseListParams(request.ctx.query),
      fields: request.ctx.query.fields || undefined,
      foreground: core.foreground,
      toBackground: request.toBackground,
    });
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  app.get<{ Params: RecordParams }>(`${base}/:id`, async (request, reply) => {
    const collection = findCollection(core, request.params.collection);
    const { expand } = request.ctx.query;
    // Written from the stored row where it can be (decision 064); anything else is exported and
    // projected by the general path.
    const direct = writtenFromRows(collection, request.ctx.query);
    if (direct) {
      const { id } = request.params;
      const json = await core.reader.viewJson(collection, id, request.ctx, direct.kept);
      return reply.type('application/json; charset=utf-8').send(json);
    }
    return core.reader.view(collection, request.params.id, request.ctx, expand);
  });

  app.post<{ Params: CollectionParams }>(base, async (request) => {
    const collection = findCollection(core, request.params.collection);
    const { data, files } = await readRecordData(request, collection);
    const record = await core.writer.create(collection, request.ctx, data, files);
    return respondWithRecord(core, collection, request, String(record.id));
  });

  app.patch<{ Params: RecordParams }>(`${base}/:id`, async (request) => {
    const collection = findCollection(core, request.params.collection);
    const { data, files } = await readRecordData(request, collection);
    const version = expectedVersion(request.headers['if-match']);
    const saved = await core.writer.update(
      collection,
      request.params.id,
      request.ctx,
      data,
      files,
      version,
    );
    // The record as this request wrote it, with the version of this write: a later write by
    // someone else must not hand this caller a version its own data does not carry.
    const [exported] = await core.reader.export(
      collection,
      [saved],
      request.ctx,
      request.ctx.query.expand,
    );
    return exported;
  });

  app.delete<{ Params: RecordParams }>(`${base}/:id`, async (request, reply) => {
    const collection = findCollection(core, request.params.collection);
    await core.writer.delete(collection, request.params.id, request.ctx);
    return reply.code(204).send();
  });
}

export function findCollection(core: Core, idOrName: string): CollectionModel {
  const collection = core.collections.find(idOrName);
  if (!collection) throw notFound('Missing collection context.');
  return collection;
}

/**
 * The body with its uploads, their types sniffed from the content; repeated multipart keys read
 * as PocketBase reads them (multipart-values.ts). A file part is read one byte
 * past the largest file the collection's file fields accept, so an oversized upload is reported
 * on its field without being held whole.
 */
async function readRecordData(request: FastifyRequest, collection: CollectionModel) {
  const largest = largestAcceptedFile(collection.schema);
  const body = await readRequestBody(request, { fileSize: largest === null ? 0 : largest + 1 });
  const data = request.isMultipart()
    ? multipartRecordData(collection.schema, body.data)
    : body.data;
  return { data, files: await withSniffedTypes(body.files) };
}

/** The saved record as the caller may see it: written records are re-read without the view rule. */
async function respondWithRecord(
  core: Core,
  collection: CollectionModel,
  request: FastifyRequest,
  id: string,
) {
  const record = await core.reader.findById(collection, id);
  if (!record) throw notFound();
  const expand = request.ctx.query.expand;
  return (await core.reader.export(collection, [record], request.ctx, expand))[0];
}
