import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { badRequest, fieldError, validationError } from '../../tools/errors.ts';
import type { BillingServices } from './billing-services.ts';
import { cancelCfdi, cancelReasonOf } from './cfdi-cancelling.ts';
import { stampCfdi, type StampTarget } from './cfdi-stamping.ts';
import { sealInvoice } from './invoice-sealing.ts';
import { collectionNamed } from './server-writes.ts';

const STAMPED = new Set(['stamped', 'partiallyPaid', 'paid']);

/** How an invoice is sealed for stamping (cfdi-stamping.ts): from a draft, with the company's CSD. */
function invoiceTarget(services: BillingServices): StampTarget {
  return {
    collection: 'invoices',
    unsealed: 'draft',
    check(record) {
      if (record.state === 'cancelled') throw badRequest('A cancelled invoice is not stamped.');
    },
    async seal(record) {
      const sealed = await sealInvoice(services.core, record, {
        secret: services.secret,
        now: services.clock(),
      });
      const totals = (record.totals ?? {}) as Record<string, unknown>;
      return {
        xml: sealed.xml,
        cadena: sealed.cadena,
        fields: {
          issuedAt: formatDateTime(sealed.issuedAt),
          exchangeRate: sealed.exchangeRate ?? 0,
          clientFiscal: sealed.clientFiscal,
          certificateNumber: sealed.certificateNumber,
          totals: { ...totals, testStamp: services.testStamps },
        },
      };
    },
  };
}

/** Seals and stamps an invoice exactly once (decision 079); answers it as stored. */
export function stampInvoice(services: BillingServices, ctx: RequestContext, id: string) {
  return stampCfdi(services, invoiceTarget(services), ctx, id);
}

/**
 * Cancels a stamped invoice with the SAT's reason (issue 39). One with live payments is refused
 * (the SAT refuses it while payment complements relate to it); 01 names the client's stamped
 * invoice that replaces it, and the two are linked. The rows it billed are free again.
 */
export async function cancelInvoice(
  services: BillingServices,
  ctx: RequestContext,
  id: string,
  body: Record<string, unknown>,
): Promise<RecordValues> {
  const { core } = services;
  const invoices = collectionNamed(core, 'invoices');
  const reason = cancelReasonOf(body.reason);
  const invoice = await core.reader.view(invoices, id, ctx);
  if (invoice.state === 'cancelled') return invoice;
  if (!STAMPED.has(String(invoice.state)))
    throw badRequest('Only a stamped invoice is cancelled; a draft is deleted instead.');
  const payments = await core.db.get<{ n: unknown }>(
    `SELECT COUNT(*) AS "n" FROM "payments" WHERE "company" = ? AND "state" <> 'cancelled' AND "invoiceIds" LIKE ?`,
    [String(invoice.company), `%${id}%`],
  );
  if (Number(payments?.n) > 0) throw badRequest('Cancel its payments first.');
  const replacement =
    reason === '01' ? await replacementOf(services, ctx, invoice, body.replacement) : null;
  await cancelCfdi(services, ctx, 'invoices', invoice, {
    reason,
    ...(replacement
      ? { replacement: { id: String(replacement.id), uuid: String(replacement.uuid) } }
      : {}),
  });
  return core.reader.view(invoices, id, ctx);
}

/** The invoice that replaces `invoice` (reason 01): another stamped invoice of the same client. */
async function replacementOf(
  services: BillingServices,
  ctx: RequestContext,
  invoice: Record<string, unknown>,
  value: unknown,
): Promise<Record<string, unknown>> {
  const refuse = (message: string) =>
    validationError({ replacement: fieldError('validation_invalid_replacement', message) });
  const id = typeof value === 'string' ? value : '';
  if (id === '') throw refuse('Reason 01 names the invoice that replaces this one.');
  const invoices = collectionNamed(services.core, 'invoices');
  const replacement = await services.core.reader.view(invoices, id, ctx).catch(() => null);
  if (
    !replacement ||
    replacement.id === invoice.id ||
    replacement.company !== invoice.company ||
    replacement.client !== invoice.client ||
    !STAMPED.has(String(replacement.state))
  )
    throw refuse('The replacement is another stamped invoice of the same client.');
  return replacement;
}
