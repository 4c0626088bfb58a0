import type { FastifyReply } from 'fastify';

/**
 * Answers a written PDF: shown in the browser, or saved when the request asks `?download=1`,
 * under `name` (reduced to safe characters), never kept by a shared cache.
 */
export function replyWithPdf(
  reply: FastifyReply,
  pdf: Buffer,
  name: string,
  download: boolean,
): FastifyReply {
  const disposition = download ? 'attachment' : 'inline';
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${name.replace(/[^\w.-]+/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
