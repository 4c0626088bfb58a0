import { COLLECTION_IDS } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { ApiError, fieldError, validationError } from '../../tools/errors.ts';

/**
 * The client an invoice or payment names: a partner of the record's company that the caller may
 * see. Anything else is refused at `client` as PocketBase refuses a relation to a record it
 * cannot find, so another company's partner is never confirmed to exist.
 */
export async function clientPartner(
  core: Core,
  ctx: RequestContext | undefined,
  company: string,
  client: unknown,
): Promise<RecordValues> {
  const partners = core.collections.find(COLLECTION_IDS.partners);
  const id = typeof client === 'string' ? client : '';
  const partner =
    partners && id !== ''
      ? await (
          ctx ? core.reader.view(partners, id, ctx) : core.reader.findById(partners, id)
        ).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        })
      : null;
  if (!partner || partner.company !== company)
    throw validationError({
      client: fieldError(
        'validation_missing_rel_records',
        'Failed to find all relation records with the provided ids',
      ),
    });
  return partner;
}

/** The name a client is shown by: its display name, else its razón social. */
export function clientNameOf(partner: RecordValues): string {
  return String(partner.displayName || partner.razonSocial || partner.nombreCompleto || '');
}

/**
 * A razón social as the SAT registers it for CFDI 4.0 (Nombre of Emisor and Receptor): without
 * the company's legal form ("S.A. de C.V."), which the SAT's records leave out.
 */
export function withoutLegalForm(name: string): string {
  return name
    .replace(
      /,?\s+(S\.?\s?A\.?(\s?P\.?\s?I\.?)?|S\.?\s?de\s+R\.?\s?L\.?)(\s+de\s+C\.?\s?V\.?)?\s*$/i,
      '',
    )
    .trim();
}
