import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';

export const INVALID_BODY = 'Failed to load the submitted data due to invalid formatting.';

export type UploadedFile = { field: string; filename: string; mimetype: string; data: Buffer };
export type RequestBody = { data: Record<string, unknown>; files: UploadedFile[] };

/**
 * The submitted data of a JSON or multipart request (reference §1.2, §11.1): multipart fields are
 * merged with every `@jsonPayload` part; repeated keys become lists; uploaded files are kept apart.
 */
export async function readRequestBody(request: FastifyRequest): Promise<RequestBody> {
  if (request.isMultipart()) return readMultipart(request);
  const body = request.body;
  if (body === undefined || body === null || body === '') return { data: {}, files: [] };
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(INVALID_BODY);
  return { data: body as Record<string, unknown>, files: [] };
}

async function readMultipart(request: FastifyRequest): Promise<RequestBody> {
  const data: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
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
    }
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw badRequest(INVALID_BODY);
    throw error;
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
