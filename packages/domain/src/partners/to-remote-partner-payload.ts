import { isRemoteId } from './is-remote-id.ts';
import type { Partner, PartnerContact } from './partner.ts';

/** The body sent to the `partners` collection: blank text is `null`, never ''. */
export type RemotePartnerPayload = {
  company: string | null;
  rol: string | null;
  /** Kept on the server too, so every device shows the same type. */
  tipo: string | null;
  displayName: string | null;
  razonSocial: string | null;
  nombreCompleto: string | null;
  rfc: string | null;
  direccion: string | null;
  contacts: PartnerContact[];
  legacyId: string | null;
  createdBy: string | null;
  updatedBy: string | null;
};

/**
 * The record body for creating or updating a partner remotely. Empty (or blank) strings are
 * sent as `null` (SPEC §5). A partner created locally keeps its local id as `legacyId`, so
 * the two copies can be matched after sync. The id itself is not part of the body.
 */
export function toRemotePartnerPayload(partner: Partner): RemotePartnerPayload {
  const legacyId = partner.legacyId || (isRemoteId(partner.id) ? '' : partner.id);
  return {
    company: nullIfBlank(partner.company),
    rol: nullIfBlank(partner.rol),
    tipo: nullIfBlank(partner.tipo),
    displayName: nullIfBlank(partner.displayName),
    razonSocial: nullIfBlank(partner.razonSocial),
    nombreCompleto: nullIfBlank(partner.nombreCompleto),
    rfc: nullIfBlank(partner.rfc),
    direccion: nullIfBlank(partner.direccion),
    contacts: partner.contacts,
    legacyId: nullIfBlank(legacyId),
    createdBy: nullIfBlank(partner.createdBy),
    updatedBy: nullIfBlank(partner.updatedBy),
  };
}

function nullIfBlank(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
