import { cancellationRefusedText, isCancellationPending } from '@rumbo/domain';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { ApiError, badRequest } from '../../tools/errors.ts';
import type { BillingServices } from './billing-services.ts';
import { issuerRfcOf, recordCancelled } from './cfdi-cancelling.ts';
import { PacError } from './pac/pac.ts';
import { findElement } from './pac/xml-text.ts';
import { collectionNamed, inTransaction, writeServerFields } from './server-writes.ts';

// A cancellation the receiver must accept (decision 081): the SAT gives the client 72 hours to
// accept or refuse it, and says nothing back by itself. The server asks it where each such CFDI
// stands (the sweep, every instance; a person, on asking) and writes what it learns once, in a
// transaction that finds the record still waiting: cancelled, with what follows from it, or valid
// again with the refusal said in `stampError`.

export type Owner = 'invoices' | 'payments';

/** Where a waiting cancellation stands once the SAT was asked. */
export type CancellationOutcome = 'pending' | 'cancelled' | 'refused' | 'none';

/** Asks the SAT about one record's waiting cancellation and writes what it learns. */
export async function checkCancellation(
  services: BillingServices,
  ctx: RequestContext | undefined,
  owner: Owner,
  record: RecordValues,
): Promise<CancellationOutcome> {
  if (!isCancellationPending(record)) return 'none';
  const { core, pac } = services;
  const kept = await core.db.get<{ xml: unknown }>(
    `SELECT "xml" FROM "cfdi_documents" WHERE "owner" = ? AND "record" = ?`,
    [owner, String(record.id)],
  );
  const xml = String(kept?.xml ?? '');
  const status = await pac.satStatus({
    uuid: String(record.uuid),
    issuerRfc: await issuerRfcOf(services, String(record.company)),
    receiverRfc: findElement(xml, 'Receptor')?.attributes['Rfc'] ?? '',
    total: findElement(xml, 'Comprobante')?.attributes['Total'] ?? '',
  });
  if (status.state === 'pending') return 'pending';
  const id = String(record.id);
  if (status.state === 'cancelled') {
    await recordCancelled(services, ctx, owner, id, {
      reason: String(record.cancelReason),
      acknowledgement: '',
    });
    return 'cancelled';
  }
  // The refusal answers the request read before asking: a new request made meanwhile (the SAT
  // takes one again once the client refused) changed the record and is left waiting.
  const collection = collectionNamed(core, owner);
  await inTransaction(core, (changes) =>
    writeServerFields(core, collection, id, ctx, changes, (current) =>
      isCancellationPending(current) && current.updated === record.updated
        ? {
            cancelReason: '',
            ...(owner === 'invoices' ? { replacedBy: '' } : {}),
            stampError: cancellationRefusedText(status.cancellation),
          }
        : null,
    ),
  );
  return 'refused';
}

/** A person's "ask the SAT now": the record as it stands after, or why the SAT was not asked. */
export async function checkCancellationNow(
  services: BillingServices,
  ctx: RequestContext,
  owner: Owner,
  id: string,
): Promise<RecordValues> {
  const collection = collectionNamed(services.core, owner);
  const record = await services.core.reader.view(collection, id, ctx);
  if (!isCancellationPending(record))
    throw badRequest('No cancellation of this CFDI waits for the client.');
  try {
    await checkCancellation(services, ctx, owner, record);
  } catch (error) {
    if (!(error instanceof PacError)) throw error;
    throw new ApiError(503, `The SAT could not be asked (${error.message}). Try again later.`);
  }
  return services.core.reader.view(collection, id, ctx);
}
