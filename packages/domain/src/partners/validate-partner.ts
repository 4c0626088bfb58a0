import { PARTNERS_COLLECTION } from '../collections/collection-partners.ts';
import { textFieldMax } from '../collections/text-field-max.ts';
import { isPartnerRole, PARTNER_TYPES, type PartnerType } from '../collections/partner-roles.ts';

/** What blocks saving a partner: the field it concerns and why. */
export type PartnerIssue = {
  /**
   * `rol`, `tipo`, `name` (nothing that could name it), a text field that is too long, or
   * `contacts.{index}.email` / `contacts.{index}.nombre`.
   */
  field: string;
  code:
    'required' | 'unknown_role' | 'unknown_type' | 'name_required' | 'invalid_email' | 'too_long';
  /** The most characters the field keeps (`too_long`). */
  max?: number;
};

/** Partner data as a form or a spreadsheet row holds it, before normalising. */
export type PartnerDraft = {
  rol?: string;
  tipo?: string;
  displayName?: string;
  razonSocial?: string;
  nombreCompleto?: string;
  rfc?: string;
  direccion?: string;
  contacts?: readonly { nombre?: string; email?: string }[];
};

/** The text fields the server limits (decision 023), checked before anything is sent. */
const LIMITED_FIELDS = [
  'displayName',
  'razonSocial',
  'nombreCompleto',
  'rfc',
  'direccion',
] as const;

// One @, something on both sides, a dot in the domain, no spaces: what a mail server accepts
// in practice, without pretending to parse RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True for an address that looks deliverable (see EMAIL_PATTERN). */
export function isEmailLike(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * The problems that keep a partner from being saved: a role and a type from SPEC §3's lists,
 * something to name it by, texts within the server's limits and well-formed contact emails.
 * Anything SPEC §5's display-name fallback names the partner by counts as a name: display name,
 * razón social, nombre completo, RFC or a contact's name; only a partner with none of them is
 * refused (its name would be the bare 'Partner'). An RFC's form is never a blocking problem (see
 * partnerRfcWarning). Contacts without a name are not checked: they are dropped on save.
 */
export function validatePartner(draft: PartnerDraft): PartnerIssue[] {
  const issues: PartnerIssue[] = [];
  const rol = draft.rol?.trim() ?? '';
  const tipo = draft.tipo?.trim() ?? '';
  if (rol === '') issues.push({ field: 'rol', code: 'required' });
  else if (!isPartnerRole(rol)) issues.push({ field: 'rol', code: 'unknown_role' });
  if (tipo === '') issues.push({ field: 'tipo', code: 'required' });
  else if (!PARTNER_TYPES.includes(tipo as PartnerType))
    issues.push({ field: 'tipo', code: 'unknown_type' });
  if (!hasAnyName(draft)) issues.push({ field: 'name', code: 'name_required' });
  for (const field of LIMITED_FIELDS) {
    const max = partnerTextMax(field);
    if ((draft[field]?.trim().length ?? 0) > max) issues.push({ field, code: 'too_long', max });
  }
  return [...issues, ...contactIssues(draft.contacts ?? [])];
}

function hasAnyName(draft: PartnerDraft): boolean {
  const names = [draft.displayName, draft.razonSocial, draft.nombreCompleto, draft.rfc];
  const contactNames = (draft.contacts ?? []).map((contact) => contact.nombre);
  return [...names, ...contactNames].some((name) => (name?.trim() ?? '') !== '');
}

function contactIssues(contacts: NonNullable<PartnerDraft['contacts']>): PartnerIssue[] {
  const issues: PartnerIssue[] = [];
  // A contact's name may become the partner's display name (SPEC §5), so it keeps that limit.
  const max = partnerTextMax('displayName');
  for (const [index, contact] of contacts.entries()) {
    const nombre = contact.nombre?.trim() ?? '';
    const email = contact.email?.trim() ?? '';
    if (nombre.length > max)
      issues.push({ field: `contacts.${index}.nombre`, code: 'too_long', max });
    if (nombre === '' || email === '') continue;
    if (!isEmailLike(email))
      issues.push({ field: `contacts.${index}.email`, code: 'invalid_email' });
  }
  return issues;
}

function partnerTextMax(field: string): number {
  return textFieldMax(PARTNERS_COLLECTION, field) ?? Number.POSITIVE_INFINITY;
}
