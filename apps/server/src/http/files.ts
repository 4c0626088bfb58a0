import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../core/create-core.ts';
import { baseMimeType } from '../core/files/sniff-mime-type.ts';
import type { ServedFile } from '../core/records/record-files.ts';
import { sendFile } from './file-reply.ts';

type FileParams = { collection: string; recordId: string; filename: string };

/** Types shown in the browser; everything else downloads (PocketBase's list, reference §5.9). */
const INLINE_TYPES = new Set([
  ...[
    'image/png',
    'image/jpg',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/x-icon',
    'image/bmp',
  ],
  ...['video/webm', 'video/mp4', 'video/3gpp', 'video/quicktime', 'video/x-ms-wmv'],
  ...['audio/basic', 'audio/aiff', 'audio/mpeg', 'audio/midi', 'audio/mp3', 'audio/wave'],
  ...['audio/wav', 'audio/x-wav', 'audio/x-mpeg', 'audio/x-m4a', 'audio/aac'],
  ...['application/pdf', 'application/x-pdf'],
]);

/** Uploaded content never runs as a page of this origin, even if it is HTML or an SVG script. */
const FILE_CSP = "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
/** Files never change under a name (a new upload gets a new name), so caches may keep them. */
const CACHE_CONTROL = 'max-age=2592000, stale-while-revalidate=86400';

/** `/api/files`: file tokens and downloads (reference §5.9). */
export function registerFileRoutes(app: FastifyInstance, core: Core): void {
  app.post('/api/files/token', async (request) => ({ token: await core.files.token(request.ctx) }));

  app.route<{ Params: FileParams }>({
    method: ['GET', 'HEAD'],
    url: '/api/files/:collection/:recordId/:filename',
    onSend: allowEmbedding,
    handler: async (request, reply) => {
      const { query } = request.ctx;
      const { thumb, token } = query;
      const file = await core.files.find({ ...request.params, thumb, token, ctx: request.ctx });
      return sendFile(request, reply, file, fileHeaders(file, isTrue(query.download)));
    },
  });
}

function fileHeaders(file: ServedFile, download: boolean): Record<string, string> {
  const inline = !download && INLINE_TYPES.has(baseMimeType(file.mimeType));
  return {
    'content-disposition': `${inline ? 'inline' : 'attachment'}; ${dispositionName(file.name)}`,
    'content-type': file.mimeType,
    'content-security-policy': FILE_CSP,
    'cache-control': file.isProtected ? `private, ${CACHE_CONTROL}` : CACHE_CONTROL,
  };
}

/** Stored names are plain ASCII and go out as is; anything else is percent-encoded (RFC 6266). */
function dispositionName(name: string): string {
  if (/^[\x21-\x7e]+$/.test(name) && !/[";\\]/.test(name)) return `filename=${name}`;
  const fallback = name.replace(/[^\x21-\x7e]|["\\;]/g, '_');
  return `filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Go's `strconv.ParseBool` truths; the SDK sends `download=true`. */
function isTrue(value: string | undefined): boolean {
  return /^(1|t|true)$/i.test(value ?? '');
}

/** Files may be embedded in other pages (PocketBase drops X-Frame-Options for them). */
async function allowEmbedding(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400) reply.removeHeader('x-frame-options');
  return payload;
}
