import type { Partner, PartnerContact, PartnerInput } from './partner.ts';
import { partnerDisplayName } from './partner-display-name.ts';
import { isPartnerRole, PARTNER_TYPES, type PartnerType } from '../collections/partner-roles.ts';

/**
 * A partner with every field present and trimmed: contacts without a name are dropped, an
 * unknown `rol` or `tipo` becomes '', and `displayName` falls back through razonSocial,
 * nombreCompleto, rfc and the first contact's name to 'Partner'.
 */
export function normalizePartner(input: PartnerInput): Partner {
  const contacts = normalizeContacts(input.contacts);
  const fields = {
    razonSocial: text(input.razonSocial),
    nombreCompleto: text(input.nombreCompleto),
    rfc: text(input.rfc).toUpperCase(),
  };
  return {
    id: text(input.id),
    company: text(input.company),
    rol: isPartnerRole(input.rol) ? input.rol : '',
    tipo: PARTNER_TYPES.includes(input.tipo as PartnerType) ? (input.tipo as PartnerType) : '',
    displayName: partnerDisplayName({ displayName: text(input.displayName), ...fields, contacts }),
    ...fields,
    direccion: text(input.direccion),
    contacts,
    legacyId: text(input.legacyId),
    createdBy: text(input.createdBy),
    updatedBy: text(input.updatedBy),
    updated: text(input.updated),
  };
}

function normalizeContacts(contacts: unknown): PartnerContact[] {
  if (!Array.isArray(contacts)) return [];
  return contacts
    .filter(
      (contact): contact is Record<string, unknown> =>
        !!contact && typeof contact === 'object' && !Array.isArray(contact),
    )
    .map((contact) => ({
      // What the app does not edit here (e.g. a contact's message settings) is kept as stored.
      ...contact,
      id: text(contact.id),
      nombre: text(contact.nombre),
      email: text(contact.email).toLowerCase(),
      telefono: text(contact.telefono),
    }))
    .filter((contact) => contact.nombre !== '');
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' ? String(value) : '';
}
