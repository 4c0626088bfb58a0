import type { PartnerRole, PartnerType } from '../collections/partner-roles.ts';

/**
 * A contact person of a partner. Fields this type does not name (the message settings of issue
 * 37, `language` and `notify`, or whatever a later version stores) are kept as they were stored.
 */
export type PartnerContact = {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
  [other: string]: unknown;
};

/** A partner as the app holds it after `normalizePartner`: every text field is a string. */
export type Partner = {
  id: string;
  company: string;
  rol: PartnerRole | '';
  /** Local only: whether the partner is a person or a company. */
  tipo: PartnerType | '';
  displayName: string;
  razonSocial: string;
  nombreCompleto: string;
  rfc: string;
  direccion: string;
  contacts: PartnerContact[];
  legacyId: string;
  createdBy: string;
  updatedBy: string;
  /** The server's version of the record as read ('' before it was ever saved there). */
  updated: string;
};

/** Raw partner data from a form, local storage or the server: anything may be missing. */
export type PartnerInput = { [K in keyof Omit<Partner, 'contacts'>]?: unknown } & {
  contacts?: unknown;
};
