import { DOCUMENT_TEMPLATES, isOriginal } from '@rumbo/domain';
import type { FastifyInstance } from 'fastify';
import type { Core } from '../../core/create-core.ts';
import { fieldError, validationError } from '../../tools/errors.ts';
import { readDocumentSource } from './document-data.ts';
import { documentDefinition, documentKit } from './layout/document-layout.ts';
import { documentTexts } from './layout/document-texts.ts';
import { renderPdf } from './layout/pdf-engine.ts';
import { templateWriter } from './templates/template-table.ts';

/**
 * The documents' routes (issue 36): the templates per collection, and one document of one
 * record as PDF for whoever may view the record.
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

  app.get<{ Params: { collection: string; recordId: string; file: string } }>(
    '/api/documents/:collection/:recordId/:file',
    async (request, reply) => {
      const source = await readDocumentSource(core, request.ctx, request.params, clock());
      if (isOriginal(source.template) && source.gaps.length)
        throw validationError(
          Object.fromEntries(
            source.gaps.map((gap) => [gap.field, fieldError(gap.code, gap.message)]),
          ),
          'The original cannot be printed while the record lacks what is listed.',
        );
      const kit = documentKit(source);
      const pdf = await renderPdf(
        documentDefinition(kit, templateWriter(source.collection, source.template)(kit)),
      );
      const code = String(source.shipment.shipmentCode || source.shipment.id);
      const name = `${source.template}-${code}-${source.language}.pdf`.replace(/[^\w.-]+/g, '_');
      const disposition = request.ctx.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('content-disposition', `${disposition}; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
