import { MOTIVOS_CANCELACION } from '@rumbo/domain';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { ApiError, badRequest, fieldError, validationError } from '../../tools/errors.ts';
import type { BillingServices } from './billing-services.ts';
import { keepXml } from './cfdi-stamping.ts';
import { companyCsd } from './csd-store.ts';
import { PacError, type PacCancelReason } from './pac/pac.ts';
import {
  collectionNamed,
  inTransaction,
  writeServerFields,
  type Changes,
} from './server-writes.ts';

/** A cancellation as asked: the SAT's reason and, for 01, the CFDI that replaces this one. */
export type CancelRequest = { reason: PacCancelReason; replacementUuid?: string };

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
 * `after` writes the record's own consequences in the same transaction as its cancelled state.
 */
export async function cancelCfdi(
  services: BillingServices,
  ctx: RequestContext,
  owner: 'invoices' | 'payments',
  record: RecordValues,
  request: CancelRequest,
  after?: (changes: Changes) => Promise<Record<string, unknown>>,
): Promise<RecordValues> {
  const { core, pac, clock, secret } = services;
  const company = String(record.company);
  const csd = await companyCsd(core, company, secret);
  if (!csd)
    throw validationError({
      csd: fieldError('csdMissing', 'The company has no CSD: upload it in My company.'),
    });
  const issuer = await core.db.get<{ rfc: unknown }>(
    'SELECT "rfc" FROM "companies" WHERE "id" = ?',
    [company],
  );
  let outcome;
  try {
    outcome = await pac.cancel({
      uuid: String(record.uuid),
      issuerRfc: String(issuer?.rfc ?? csd.rfc)
        .trim()
        .toUpperCase(),
      reason: request.reason,
      replacementUuid: request.replacementUuid,
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
  const collection = collectionNamed(core, owner);
  return inTransaction(core, async (changes) => {
    const now = formatDateTime(clock());
    if (outcome.status === 'pending')
      return writeServerFields(core, collection, String(record.id), ctx, changes, () => ({
        cancelReason: request.reason,
        stampError: 'The SAT awaits the client’s acceptance of the cancellation.',
      }));
    const current = await core.reader.findById(collection, String(record.id));
    if (current?.state === 'cancelled') return current;
    const more = after ? await after(changes) : {};
    if (current)
      await keepXml(core, owner, current, 'cancelled', {
        acknowledgement: outcome.acknowledgement ?? '',
      });
    return writeServerFields(core, collection, String(record.id), ctx, changes, () => ({
      ...more,
      state: 'cancelled',
      cancelReason: request.reason,
      cancelledAt: now,
      stampError: '',
    }));
  });
}
