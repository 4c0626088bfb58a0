import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, tooLarge } from '../tools/errors.ts';

export const INVALID_BODY = 'Failed to load the submitted data due to invalid formatting.';

/** Multipart limits: the upload is too big rather than malformed. */
const SIZE_LIMIT_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/**
 * PocketBase's Go decoder refuses JSON nested beyond 10 000 levels; Node's recursive helpers
 * (JSON.stringify among them) overflow the stack well before that, so deeper bodies are refused
 * here as malformed instead of failing later.
 */
const MAX_JSON_DEPTH = 1000;

export type UploadedFile = { field: string; filename: string; mimetype: string; data: Buffer };
export type RequestBody = { data: Record<string, unknown>; files: UploadedFile[] };

/**
 * `fileSize`: bytes read of each file part; a longer part is cut there and kept (not refused), so
 * the caller can name the field in its error. Default: the app's multipart limit, refused as
 * too large.
 */
export type BodyOptions = { fileSize?: number };

/**
 * The submitted data of a JSON or multipart request (reference §1.2, §11.1): multipart fields are
 * merged with every `@jsonPayload` part; repeated keys become lists; uploaded files are kept apart.
 */
export async function readRequestBody(
  request: FastifyRequest,
  options: BodyOptions = {},
): Promise<RequestBody> {
  const body = request.isMultipart()
    ? await readMultipart(request, options)
    : readJson(request.body);
  if (nestsDeeperThan(body.data, MAX_JSON_DEPTH)) throw badRequest(INVALID_BODY);
  return body;
}

function readJson(body: unknown): RequestBody {
  if (body === undefined || body === null || body === '') return { data: {}, files: [] };
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(INVALID_BODY);
  return { data: body as Record<string, unknown>, files: [] };
}

/** Whether objects/arrays in `value` nest deeper than `max` (walked without recursion). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

async function readMultipart(request: FastifyRequest, options: BodyOptions): Promise<RequestBody> {
  const data: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  // `throwFileSizeLimit` is documented for `parts()` though missing from its type.
  const cutFiles = { limits: { fileSize: options.fileSize }, throwFileSizeLimit: false };
  const parts = request.parts(options.fileSize === undefined ? {} : cutFiles);
  // Multipart streams bypass Fastify's body limit; the whole body is held to it here.
  let received = 0;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data: await part.toBuffer(),
        });
      } else if (part.fieldname === '@jsonPayload') {
        Object.assign(data, parsePayload(String(part.value)));
      } else {
        addField(data, part.fieldname, part.value);
      }
      received += part.type === 'file' ? files.at(-1)!.data.length : String(part.value).length;
      if (received > request.server.initialConfig.bodyLimit!) throw tooLarge();
    }
  } catch (error) {
    // Anything failing while reading the parts (no boundary, truncated data) is the client's.
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    throw typeof code === 'string' && SIZE_LIMIT_CODES.has(code)
      ? tooLarge()
      : badRequest(INVALID_BODY);
  }
  return { data, files };
}

function parsePayload(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // fall through to the formatting error
  }
  throw badRequest(INVALID_BODY);
}

function addField(data: Record<string, unknown>, name: string, value: unknown): void {
  const current = data[name];
  if (current === undefined) data[name] = value;
  else data[name] = Array.isArray(current) ? [...current, value] : [current, value];
}
