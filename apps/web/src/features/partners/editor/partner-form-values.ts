import { validatePartner, type Partner, type PartnerInput } from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';

export type ContactValues = { id: string; nombre: string; email: string; telefono: string };

/** What the partner form edits: every field as text, contacts as a list of rows. */
export type PartnerFormValues = {
  company: string;
  rol: string;
  tipo: string;
  displayName: string;
  razonSocial: string;
  nombreCompleto: string;
  rfc: string;
  direccion: string;
  contacts: ContactValues[];
};

/** A new partner's starting values: a client company, no contacts yet. */
export function newPartnerValues(company: string): PartnerFormValues {
  return {
    company,
    rol: 'Cliente',
    tipo: 'empresa',
    displayName: '',
    razonSocial: '',
    nombreCompleto: '',
    rfc: '',
    direccion: '',
    contacts: [],
  };
}

/** A saved partner's values, for editing. */
export function partnerFormValues(partner: Partner): PartnerFormValues {
  return {
    company: partner.company,
    rol: partner.rol,
    tipo: partner.tipo,
    displayName: partner.displayName,
    razonSocial: partner.razonSocial,
    nombreCompleto: partner.nombreCompleto,
    rfc: partner.rfc,
    direccion: partner.direccion,
    contacts: partner.contacts.map((contact) => ({ ...contact })),
  };
}

/** The partner to save from the form; contacts get an id, nameless ones are dropped later. */
export function partnerFromValues(id: string, values: PartnerFormValues): PartnerInput {
  return {
    ...values,
    id,
    contacts: values.contacts.map((contact) => ({
      ...contact,
      id: contact.id || crypto.randomUUID(),
    })),
  };
}

/** Form errors (catalogue keys under `partners.form.errors`) by field path. */
export function partnerFormIssues(
  values: PartnerFormValues,
  needsCompany: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (needsCompany && values.company === '') errors.company = 'companyRequired';
  for (const issue of validatePartner(values)) {
    // "No name at all" is shown on the first name field.
    const field = issue.field === 'name' ? 'displayName' : issue.field;
    errors[field] ??= issue.code;
  }
  return errors;
}

/**
 * The server's field messages of a 400 answer (PocketBase's `data: { field: { message } }`),
 * by form field; null when the error is not such an answer.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return null;
  const data = (error.response as { data?: Record<string, { message?: string }> }).data ?? {};
  const errors: Record<string, string> = {};
  for (const [field, detail] of Object.entries(data)) {
    errors[field] = detail?.message || error.message;
  }
  return errors;
}
