import { contactMessaging, isMessageAddress, validatePartner, type Partner } from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import type { PartnerFiscal, PartnerSaveInput } from '#data/partners/partner-fiscal.ts';
import { serverFieldText, serverMessageText } from '#i18n/server-errors.ts';
import { fiscalIssues } from './partner-fiscal-rules.ts';

/** The kinds of e-mail a contact may ask for (issue 37), as the contact stores them. */
export const CONTACT_NOTIFY_KINDS = ['milestones', 'estimates', 'arrivalNotice'] as const;
export type ContactNotifyKind = (typeof CONTACT_NOTIFY_KINDS)[number];

/**
 * A contact row. Its message settings, `language` ('es' | 'en') and `notify` (a yes or no per
 * kind), are read through `contactMessaging` and stay as stored (absent on a contact saved before
 * issue 37) until the user sets them; anything else the contact holds is kept too.
 */
export type ContactValues = {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
  language?: unknown;
  notify?: unknown;
  [other: string]: unknown;
};

/** Whether a contact asked for any kind of e-mail. */
export function asksForMessages(contact: ContactValues): boolean {
  const messaging = contactMessaging(contact);
  return CONTACT_NOTIFY_KINDS.some((kind) => messaging[kind]);
}

/**
 * What the partner form edits: every field as text, contacts as a list of rows, and a client's
 * fiscal data for its CFDI (issue 39).
 */
export type PartnerFormValues = PartnerFiscal & {
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
    regimenFiscal: '',
    codigoPostal: '',
    usoCfdi: '',
    contacts: [],
  };
}

/** A saved partner's values, for editing (fiscal data blank when the partner has none). */
export function partnerFormValues(partner: Partner & Partial<PartnerFiscal>): PartnerFormValues {
  return {
    company: partner.company,
    rol: partner.rol,
    tipo: partner.tipo,
    displayName: partner.displayName,
    razonSocial: partner.razonSocial,
    nombreCompleto: partner.nombreCompleto,
    rfc: partner.rfc,
    direccion: partner.direccion,
    regimenFiscal: partner.regimenFiscal ?? '',
    codigoPostal: partner.codigoPostal ?? '',
    usoCfdi: partner.usoCfdi ?? '',
    contacts: partner.contacts.map((contact) => ({ ...contact })),
  };
}

/** The partner to save from the form; contacts get an id, nameless ones are dropped later. */
export function partnerFromValues(id: string, values: PartnerFormValues): PartnerSaveInput {
  return {
    ...values,
    id,
    contacts: values.contacts.map((contact) => ({
      ...contact,
      id: contact.id || crypto.randomUUID(),
    })),
  };
}

/** A form error: its catalogue key under `partners.form.errors` and what the text needs. */
export type PartnerFormIssue = { code: string; max?: number };

/** Form errors by field path. */
export function partnerFormIssues(
  values: PartnerFormValues,
  needsCompany: boolean,
): Record<string, PartnerFormIssue> {
  const errors: Record<string, PartnerFormIssue> = {};
  if (needsCompany && values.company === '') errors.company = { code: 'companyRequired' };
  for (const { field, code, max } of validatePartner(values)) {
    // "Nothing to name it by" is shown on the first name field.
    const path = field === 'name' ? 'displayName' : field;
    errors[path] ??= max === undefined ? { code } : { code, max };
  }
  for (const [index, contact] of values.contacts.entries()) {
    const issue = contactAddressIssue(contact);
    if (issue) errors[`contacts.${index}.email`] ??= issue;
  }
  for (const [field, code] of Object.entries(fiscalIssues(values)))
    if (code) errors[field] ??= { code: `fiscal.${code}` };
  return errors;
}

/**
 * A contact's address must be one a message can go to (what the server sends to), and a contact
 * who asked for e-mail needs one. Nameless contacts are dropped on save, so not checked.
 */
function contactAddressIssue(contact: ContactValues): PartnerFormIssue | null {
  if (contact.nombre.trim() === '') return null;
  const email = contact.email.trim();
  if (email === '') return asksForMessages(contact) ? { code: 'messagesNeedEmail' } : null;
  return isMessageAddress(email) ? null : { code: 'invalid_email' };
}

/**
 * The server's field messages placed where the user can act on them. A display name left
 * blank is derived on save (SPEC §5: razón social, nombre completo, RFC, first contact), so a
 * refusal of it is really about the field it came from: it is shown there, once.
 */
export function placeServerErrors(
  values: PartnerFormValues,
  errors: Record<string, string>,
): Record<string, string> {
  const { displayName, ...rest } = errors;
  if (displayName === undefined || values.displayName.trim() !== '') return errors;
  const source = displayNameSource(values);
  if (!source || rest[source] !== undefined) return rest;
  return { ...rest, [source]: displayName };
}

function displayNameSource(values: PartnerFormValues): string | null {
  const fields = ['razonSocial', 'nombreCompleto', 'rfc'] as const;
  const field = fields.find((name) => values[name].trim() !== '');
  if (field) return field;
  const contact = values.contacts.findIndex((it) => it.nombre.trim() !== '');
  return contact >= 0 ? `contacts.${contact}.nombre` : null;
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
    errors[field] = serverFieldText(detail) || serverMessageText(error.message);
  }
  return errors;
}
