import { MOTIVOS_CANCELACION } from '@rumbo/domain';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { ApiError, badRequest, fieldError, notFound, validationError } from '../../tools/errors.ts';
import type { BillingServices } from './billing-services.ts';
import { cancelConsequences } from './cancel-consequences.ts';
import { keepXml } from './cfdi-stamping.ts';
import { companyCsd } from './csd-store.ts';
import { PacError, type PacCancelReason } from './pac/pac.ts';
import { collectionNamed, inTransaction, writeServerFields } from './server-writes.ts';

/** A cancellation as asked: the SAT's reason and, for 01, the invoice that replaces this one. */
export type CancelRequest = {
  reason: PacCancelReason;
  replacement?: { id: string; uuid: string };
};

/** What a record says while the SAT waits for the receiver (its `stampError`). */
export const CANCELLATION_PENDING =
  'The SAT awaits the client’s acceptance of the cancellation (up to 72 hours).';

/** The reason of a request body, or the refusal at `reason`. */
export function cancelReasonOf(value: unknown): PacCancelReason {
  const reason = String(value ?? '');
  if (!MOTIVOS_CANCELACION.some((entry) => entry.code === reason))
    throw validationError({
      reason: fieldError('validation_invalid_value', "Choose one of the SAT's reasons 01 to 04."),
    });
  return reason as PacCancelReason;
}

/**
 * Cancels a stamped CFDI before the SAT through the PAC, then records it (issue 39). The PAC is
 * asked first and outside any transaction; asking it again is harmless, so a lost answer or a
 * dead instance is mended by asking again. Its refusal or silence leaves the record as it was.
 * When the receiver must accept, the record keeps the request (reason, replacement) and stays
 * valid until the SAT's answer is known (cancellation-check.ts, decision 081).
 */
export async function cancelCfdi(
  services: BillingServices,
  ctx: RequestContext,
  owner: 'invoices' | 'payments',
  record: RecordValues,
  request: CancelRequest,
): Promise<RecordValues> {
  const { core, pac } = services;
  const company = String(record.company);
  const csd = await companyCsd(core, company, services.secret);
  if (!csd)
    throw validationError({
      csd: fieldError('csdMissing', 'The company has no CSD: upload it in My company.'),
    });
  let outcome;
  try {
    outcome = await pac.cancel({
      uuid: String(record.uuid),
      issuerRfc: (await issuerRfcOf(services, company)) || csd.rfc,
      reason: request.reason,
      replacementUuid: request.replacement?.uuid,
      csd: {
        certificate: Buffer.from(csd.certificateBase64, 'base64'),
        privateKey: csd.privateKey,
      },
    });
  } catch (error) {
    if (!(error instanceof PacError)) throw error;
    if (error.kind === 'refused') throw badRequest(error.message);
    throw new ApiError(
      503,
      `The PAC did not answer (${error.message}); nothing was cancelled. Try again.`,
    );
  }
  if (outcome.status === 'pending') {
    const collection = collectionNamed(core, owner);
    return inTransaction(core, (changes) =>
      writeServerFields(core, collection, String(record.id), ctx, changes, (current) =>
        current.state === 'cancelled'
          ? null
          : {
              cancelReason: request.reason,
              ...(owner === 'invoices' ? { replacedBy: request.replacement?.id ?? '' } : {}),
              stampError: CANCELLATION_PENDING,
            },
      ),
    );
  }
  return recordCancelled(services, ctx, owner, String(record.id), {
    reason: request.reason,
    replacementId: request.replacement?.id,
    acknowledgement: outcome.acknowledgement ?? '',
  });
}

/**
 * Marks a CFDI cancelled with what follows from it, in one transaction and once: a record found
 * cancelled already (another request, another instance, the sweep) is answered as it is.
 */
export async function recordCancelled(
  services: BillingServices,
  ctx: RequestContext | undefined,
  owner: 'invoices' | 'payments',
  id: string,
  cancellation: { reason: string; replacementId?: string; acknowledgement: string },
): Promise<RecordValues> {
  const { core, clock } = services;
  const collection = collectionNamed(core, owner);
  return inTransaction(core, async (changes) => {
    const current = await core.reader.findById(collection, id);
    if (!current) throw notFound();
    if (current.state === 'cancelled') return current;
    const replacementId =
      cancellation.replacementId || String(current.replacedBy ?? '') || undefined;
    const more = await cancelConsequences(core, ctx, owner, current, changes, replacementId);
    await keepXml(core, owner, current, 'cancelled', {
      acknowledgement: cancellation.acknowledgement,
    });
    return writeServerFields(core, collection, id, ctx, changes, () => ({
      ...more,
      state: 'cancelled',
      cancelReason: cancellation.reason,
      cancelledAt: formatDateTime(clock()),
      stampError: '',
    }));
  });
}

/** The company's RFC as its CFDI name the issuer, upper case; '' when it has none. */
export async function issuerRfcOf(services: BillingServices, company: string): Promise<string> {
  const issuer = await services.core.db.get<{ rfc: unknown }>(
    'SELECT "rfc" FROM "companies" WHERE "id" = ?',
    [company],
  );
  return String(issuer?.rfc ?? '')
    .trim()
    .toUpperCase();
}
