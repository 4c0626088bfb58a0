import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../tools/errors.ts';
import type { ServedFile } from '../core/records/record-files.ts';

type ByteRange = { start: number; end: number };

/**
 * Sends a stored file the way Go's `http.ServeContent` does for PocketBase (reference §5.9):
 * `Last-Modified` with `If-Modified-Since` → 304, a single `Range` → 206 (`If-Range` by date),
 * an unsatisfiable one → 416. Several ranges are answered with the whole file, which HTTP allows.
 * HEAD gets the headers only; the file is not even opened. The bytes come from the store the file
 * was found in (disk or S3 bucket), ranges included.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedFile,
  headers: Record<string, string>,
): Promise<FastifyReply> {
  reply.header('last-modified', file.modified.toUTCString());
  if (isNotModified(request, file.modified))
    return reply.code(304).header('cache-control', headers['cache-control']).send();
  const range = requestedRange(request, file);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new ApiError(416, 'The requested range is not satisfiable.');
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  // Opened before any header is set: a file deleted since it was found is still a clean 404.
  const body =
    request.method === 'HEAD' || file.size === 0 ? null : await file.open({ start, end });
  reply.headers(headers).header('accept-ranges', 'bytes');
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
  reply.header('content-length', String(Math.max(0, end - start + 1)));
  return reply.send(body ?? undefined);
}

/** HTTP dates have whole seconds; so is the file's time compared. */
function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function isNotModified(request: FastifyRequest, modified: Date): boolean {
  const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
  return !Number.isNaN(since) && seconds(modified) <= Math.floor(since / 1000);
}

/** The one range asked for, null to send everything, or 'unsatisfiable' (416). */
function requestedRange(
  request: FastifyRequest,
  file: ServedFile,
): ByteRange | null | 'unsatisfiable' {
  const header = request.headers.range;
  if (typeof header !== 'string' || !rangeStillValid(request, file.modified)) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const size = file.size;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}

/** `If-Range` with a date older than the file drops the range; entity tags never match (none are sent). */
function rangeStillValid(request: FastifyRequest, modified: Date): boolean {
  const ifRange = request.headers['if-range'];
  if (ifRange === undefined) return true;
  const date = Date.parse(String(ifRange));
  return !Number.isNaN(date) && seconds(modified) <= Math.floor(date / 1000);
}
