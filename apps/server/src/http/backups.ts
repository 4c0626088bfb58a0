import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../core/create-core.ts';
import type { BackupDownload } from '../core/backups/backup-manager.ts';
import { ApiError, badRequest, forbidden } from '../tools/errors.ts';
import { INVALID_BODY, readRequestBody } from './request-body.ts';
import { requireAdmin } from './require-admin.ts';
import { DATABASE_WORK } from './request-deadline.ts';

type KeyParams = { key: string };

const FILE_TOKENS = { admin: 'adminFileToken', record: 'recordFileToken' } as const;
const MISSING_FILE = 'Missing or invalid uploaded file.';
// Archives hold every stored document, so they may be far larger than any other request body.
const MAX_UPLOAD_BYTES = 16 * 1024 ** 3;

/** `/api/backups` (reference §5.10): admin-only, except the download, which takes a file token. */
export function registerBackupRoutes(app: FastifyInstance, core: Core): void {
  // Scheduled backups run while the server serves, as PocketBase's: armed when ready, stopped on close.
  app.addHook('onReady', async () => core.backups.schedule.start());
  app.addHook('onClose', async () => core.backups.schedule.stop());

  app.get('/api/backups', async (request) => {
    requireAdmin(request);
    return withFailureMessage(request, 'Failed to retrieve backup items.', () =>
      core.backups.list(),
    );
  });

  app.post('/api/backups', DATABASE_WORK, async (request, reply) => {
    requireAdmin(request);
    const name = await readBackupName(request);
    await withFailureMessage(request, 'Failed to create backup.', () => core.backups.create(name));
    return reply.code(204).send();
  });

  app.post('/api/backups/upload', async (request, reply) => {
    requireAdmin(request);
    await receiveUpload(request, core);
    return reply.code(204).send();
  });

  app.get<{ Params: KeyParams }>('/api/backups/:key', async (request, reply) => {
    const identity = await core.tokens.identify(request.ctx.query.token, FILE_TOKENS);
    if (identity.kind !== 'admin')
      throw forbidden('Insufficient permissions to access the resource.');
    const { key } = request.params;
    const archive = await withFailureMessage(request, 'Failed to retrieve backup item.', () =>
      core.backups.download(key),
    );
    return sendArchive(reply, key, archive);
  });

  app.delete<{ Params: KeyParams }>('/api/backups/:key', async (request, reply) => {
    requireAdmin(request);
    const { key } = request.params;
    await withFailureMessage(request, 'Failed to delete backup.', () => core.backups.delete(key));
    return reply.code(204).send();
  });

  app.post<{ Params: KeyParams }>('/api/backups/:key/restore', async (request, reply) => {
    requireAdmin(request);
    const { key } = request.params;
    // Answered once it has started, as PocketBase does; the restore goes on in the background.
    const { finished } = await withFailureMessage(request, 'Failed to restore backup.', () =>
      core.backups.startRestore(key),
    );
    finished.catch((error: unknown) =>
      request.log.error({ err: error, key }, 'backup restore failed'),
    );
    return reply.code(204).send();
  });
}

async function readBackupName(request: FastifyRequest): Promise<string | undefined> {
  const { data } = await readRequestBody(request);
  if (data.name === undefined || data.name === null) return undefined;
  if (typeof data.name !== 'string')
    throw badRequest('An error occurred while loading the submitted data.');
  return data.name;
}

/**
 * Streams the `file` part to disk (never into memory). Every part is read to the end so the
 * request completes; a failed upload is reported once the body is consumed.
 */
async function receiveUpload(request: FastifyRequest, core: Core): Promise<void> {
  if (!request.isMultipart()) throw badRequest(MISSING_FILE);
  let received = false;
  let failure: unknown = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || received || !part.filename) {
        part.file.resume();
        continue;
      }
      received = true;
      failure = await storeUpload(request, core, part.filename, part.file);
    }
  } catch (error) {
    throw failure ?? bodyError(error);
  }
  if (!received) throw badRequest(MISSING_FILE);
  if (failure) throw failure;
}

/** Stores one uploaded archive; returns the error to answer with, or null. */
async function storeUpload(
  request: FastifyRequest,
  core: Core,
  filename: string,
  file: Readable,
): Promise<unknown> {
  try {
    await core.backups.upload(filename, file);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    // A cut-off or oversized body fails the upload too, but it is the client's doing; a failing
    // disk also ends the upload stream, with a system error (one that names its syscall).
    if (file.errored && !isSystemError(error)) return bodyError(error);
    request.log.error({ err: error }, 'Failed to upload backup.');
    return badRequest('Failed to upload backup.');
  }
}

/** A request body that could not be read: a framework limit as such, anything else malformed. */
function bodyError(error: unknown): unknown {
  return error instanceof ApiError || isFrameworkError(error) ? error : badRequest(INVALID_BODY);
}

/**
 * Client errors (validation, framework limits) pass unchanged; anything else (a full disk, an
 * unreachable S3 bucket) is logged and answered with PocketBase's generic message for the
 * operation.
 */
async function withFailureMessage<T>(
  request: FastifyRequest,
  message: string,
  operation: () => Promise<T>,
): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof ApiError || isFrameworkError(error)) throw error;
    request.log.error({ err: error }, message);
    throw badRequest(message);
  }
}

function isSystemError(error: unknown): boolean {
  return typeof (error as { syscall?: unknown } | null)?.syscall === 'string';
}

function isFrameworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('FST_');
}

function sendArchive(reply: FastifyReply, key: string, archive: BackupDownload): FastifyReply {
  return reply
    .type('application/zip')
    .header('Content-Length', archive.size)
    .header('Content-Disposition', attachment(key))
    .send(archive.content);
}

/** An attachment header that survives any key: an ASCII fallback plus the RFC 5987 UTF-8 name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
