import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../tools/errors.ts';
import { languageOf } from '../documents/document-data.ts';
import { replyWithPdf } from '../documents/pdf-reply.ts';
import { agingAnswer, statementAnswer } from './billing-reports.ts';
import type { BillingServices } from './billing-services.ts';
import { checkCancellationNow } from './cancellation-check.ts';
import { replaceCompanyCsd } from './csd-store.ts';
import { cancelInvoice, stampInvoice } from './invoice-moves.ts';
import { cancelPayment, stampPayment } from './payment-moves.ts';
import { collectionNamed } from './server-writes.ts';
import { invoicePdfSource } from './invoice-pdf-source.ts';
import { writeInvoicePdf } from './invoice-pdf/invoice-pdf.ts';
import { jsonBodyOf, readCsdUpload } from './csd-upload-body.ts';

type IdParams = { Params: { id: string } };

/** A stamp waits for the PAC (30 s at most per call, then the claim's wait): no stall limit below it. */
const PAC_WORK = { config: { stallLimitMs: 120_000 } };

/**
 * The billing routes (issue 39): stamping and cancelling invoices and payment complements (and
 * asking the SAT about a cancellation waiting for the client, decision 081), the
 * company's CSD, the CFDI's XML and the receivables reports. Every route reads the record with
 * the caller's rules first, so another company's record is a 404 like on the record API.
 */
export function registerBillingRoutes(app: FastifyInstance, services: BillingServices): void {
  const { core } = services;
  const answer = (name: string, request: FastifyRequest, id: string) =>
    core.reader.view(collectionNamed(core, name), id, request.ctx);

  app.post<IdParams>('/api/rumbo/invoices/:id/stamp', PAC_WORK, async (request) => {
    await stampInvoice(services, request.ctx, request.params.id);
    return answer('invoices', request, request.params.id);
  });
  app.post<IdParams>('/api/rumbo/invoices/:id/cancel', PAC_WORK, async (request) =>
    cancelInvoice(services, request.ctx, request.params.id, jsonBodyOf(request)),
  );
  app.post<IdParams>('/api/rumbo/payments/:id/stamp', PAC_WORK, async (request) => {
    await stampPayment(services, request.ctx, request.params.id);
    return answer('payments', request, request.params.id);
  });
  app.post<IdParams>('/api/rumbo/payments/:id/cancel', PAC_WORK, async (request) =>
    cancelPayment(services, request.ctx, request.params.id, jsonBodyOf(request)),
  );

  for (const owner of ['invoices', 'payments'] as const)
    app.post<IdParams>(`/api/rumbo/${owner}/:id/cancellation-check`, PAC_WORK, (request) =>
      checkCancellationNow(services, request.ctx, owner, request.params.id),
    );

  app.post<IdParams>('/api/rumbo/companies/:id/csd', async (request) => {
    await replaceCompanyCsd(core, request.ctx, request.params.id, await readCsdUpload(request), {
      secret: services.secret,
      now: services.clock(),
    });
    return answer('companies', request, request.params.id);
  });

  for (const owner of ['invoices', 'payments'] as const)
    app.get<IdParams>(`/api/documents/${owner}/:id/cfdi.xml`, async (request, reply) => {
      const record = await answer(owner, request, request.params.id);
      const kept = await core.db.get<{ xml: string; uuid: string }>(
        'SELECT "xml", "uuid" FROM "cfdi_documents" WHERE "owner" = ? AND "record" = ? AND "company" = ?',
        [owner, String(record.id), String(record.company)],
      );
      if (!kept || kept.xml === '')
        throw notFound('It has no CFDI yet: its CFDI is sealed when it is stamped.');
      const name = `${String(record.code || record.id)}${kept.uuid ? `-${kept.uuid}` : ''}.xml`;
      const disposition = request.ctx.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type('application/xml; charset=utf-8')
        .header(
          'content-disposition',
          `${disposition}; filename="${name.replace(/[^\w.-]+/g, '_')}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(kept.xml);
    });

  app.get<IdParams>('/api/documents/invoices/:id/invoice.pdf', async (request, reply) => {
    const language = languageOf(request.ctx);
    const { code, input } = await invoicePdfSource(core, request.ctx, request.params.id, language);
    const pdf = await writeInvoicePdf(input);
    const name = `factura-${code}-${language}.pdf`;
    return replyWithPdf(reply, pdf, name, request.ctx.query.download === '1');
  });

  app.get('/api/rumbo/billing/aging', (request) =>
    agingAnswer(core, request.ctx, request.ctx.query.day),
  );
  app.get<IdParams>('/api/rumbo/billing/statement/:id', (request) =>
    statementAnswer(core, request.ctx, request.params.id, {
      from: request.ctx.query.from,
      to: request.ctx.query.to,
    }),
  );
}
