import { DOCUMENT_TEMPLATES, isOriginal } from '@rumbo/domain';
import type { FastifyInstance } from 'fastify';
import type { Core } from '../../core/create-core.ts';
import { readDocumentSource, type DocumentRequest } from './document-data.ts';
import { saveDocumentVersion } from './document-versions.ts';
import { documentTexts } from './layout/document-texts.ts';
import { writeDocument } from './document-writing.ts';
import { badRequest } from '../../tools/errors.ts';
import { replyWithPdf } from './pdf-reply.ts';

/**
 * The documents' routes (issue 36): the templates per collection; one document of one record as
 * PDF for whoever may view the record; and a document saved as the next version among the
 * record's files, for whoever may edit it.
 */
export function registerDocumentRoutes(app: FastifyInstance, core: Core, clock: () => Date): void {
  app.get('/api/documents/templates', () => ({
    items: Object.entries(DOCUMENT_TEMPLATES).map(([collection, templates]) => ({
      collection,
      templates: templates.map((name) => ({
        name,
        original: isOriginal(name),
        title: { es: documentTexts('es').titles[name], en: documentTexts('en').titles[name] },
      })),
    })),
  }));

  app.get<{ Params: DocumentRequest }>(
    '/api/documents/:collection/:recordId/:file',
    async (request, reply) => {
      const source = await readDocumentSource(core, request.ctx, request.params, clock());
      const pdf = await writeDocument(source);
      const code = String(
        source.shipment.shipmentCode || source.shipment.code || source.shipment.id,
      );
      const name = `${source.template}-${code}-${source.language}.pdf`;
      return replyWithPdf(reply, pdf, name, request.ctx.query.download === '1');
    },
  );

  app.post<{ Params: DocumentRequest; Body: { requestId?: unknown } | undefined }>(
    '/api/documents/:collection/:recordId/:file',
    (request) => {
      // A quote's PDF is written from the quote as it stands; it is not kept among files.
      if (request.params.collection === 'quotes')
        throw badRequest('A quote is printed as it stands; it has no saved documents.');
      return saveDocumentVersion(core, request.ctx, request.params, {
        requestId: String(request.body?.requestId ?? ''),
        now: clock,
      });
    },
  );
}
