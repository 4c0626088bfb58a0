import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../tools/errors.ts';
import type { CsdFiles } from './cfdi/csd.ts';

/** The largest .cer or .key the SAT hands out is a few kilobytes; nothing larger is read. */
const CSD_FILE_BYTES = 64 * 1024;
const FORMATTING = 'Failed to load the submitted data due to invalid formatting.';

/**
 * The CSD upload's parts (multipart: `certificate` and `key` files, `password`): each file read
 * up to 64 KiB (a longer one is cut there and then refused as unreadable at its own field), any
 * other part ignored. A body that is not multipart or cannot be read is refused as PocketBase
 * refuses a malformed body.
 */
export async function readCsdUpload(request: FastifyRequest): Promise<CsdFiles> {
  if (!request.isMultipart()) throw badRequest(FORMATTING);
  const upload: CsdFiles = { certificate: Buffer.alloc(0), key: Buffer.alloc(0), password: '' };
  // `throwFileSizeLimit` is documented for `parts()` though missing from its type.
  const options = {
    limits: { fileSize: CSD_FILE_BYTES, files: 2, fields: 10 },
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'certificate' || part.fieldname === 'key')
          upload[part.fieldname] = data;
      } else if (part.fieldname === 'password') upload.password = String(part.value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest(FORMATTING);
  }
  return upload;
}

/** A small JSON body (a cancellation's reason): an object, or nothing. */
export function jsonBodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(FORMATTING);
  return body as Record<string, unknown>;
}
