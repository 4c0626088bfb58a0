import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { badRequest } from '../../tools/errors.ts';
import type { BillingServices } from './billing-services.ts';
import { cancelCfdi, cancelReasonOf } from './cfdi-cancelling.ts';
import { stampCfdi, type StampTarget } from './cfdi-stamping.ts';
import { sealPayment } from './payment-sealing.ts';
import { collectionNamed } from './server-writes.ts';

/** How a payment's complement is sealed for stamping: from a recorded payment of PPD invoices. */
function paymentTarget(services: BillingServices): StampTarget {
  return {
    collection: 'payments',
    unsealed: 'recorded',
    check(record) {
      if (record.state === 'cancelled') throw badRequest('A cancelled payment is not stamped.');
      if (!record.needsComplement)
        throw badRequest('This payment pays no PPD invoice: no payment complement is due.');
    },
    async seal(record) {
      const sealed = await sealPayment(services.core, record, {
        secret: services.secret,
        now: services.clock(),
      });
      return {
        xml: sealed.xml,
        cadena: sealed.cadena,
        fields: { certificateNumber: sealed.certificateNumber },
      };
    },
  };
}

/** Seals and stamps a payment's complement exactly once (decision 079). */
export function stampPayment(services: BillingServices, ctx: RequestContext, id: string) {
  return stampCfdi(services, paymentTarget(services), ctx, id);
}

/**
 * Cancels a stamped payment complement (reason 02 unless another is given): the SAT is asked
 * first, then the amounts go back to the invoices in the transaction that marks it cancelled.
 */
export async function cancelPayment(
  services: BillingServices,
  ctx: RequestContext,
  id: string,
  body: Record<string, unknown>,
): Promise<RecordValues> {
  const { core } = services;
  const payments = collectionNamed(core, 'payments');
  const reason = cancelReasonOf(body.reason ?? '02');
  if (reason === '01') throw badRequest('A payment complement is cancelled with reason 02.');
  const payment = await core.reader.view(payments, id, ctx);
  if (payment.state === 'cancelled') return payment;
  if (payment.state === 'recorded')
    throw badRequest('A payment without a stamped complement is deleted instead.');
  if (payment.state !== 'stamped')
    throw badRequest('Its complement is being stamped: try again in a moment.');
  await cancelCfdi(services, ctx, 'payments', payment, { reason });
  return core.reader.view(payments, id, ctx);
}
