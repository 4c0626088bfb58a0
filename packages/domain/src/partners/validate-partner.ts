import { isPartnerRole, PARTNER_TYPES, type PartnerType } from './partner-roles.ts';

/** What blocks saving a partner: the field it concerns and why. */
export type PartnerIssue = {
  /** `rol`, `tipo`, `name` (no name of any kind) or `contacts.{index}.email`. */
  field: string;
  code: 'required' | 'unknown_role' | 'unknown_type' | 'name_required' | 'invalid_email';
};

/** Partner data as a form or a spreadsheet row holds it, before normalising. */
export type PartnerDraft = {
  rol?: string;
  tipo?: string;
  displayName?: string;
  razonSocial?: string;
  nombreCompleto?: string;
  contacts?: readonly { nombre?: string; email?: string }[];
};

// One @, something on both sides, a dot in the domain, no spaces: what a mail server accepts
// in practice, without pretending to parse RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True for an address that looks deliverable (see EMAIL_PATTERN). */
export function isEmailLike(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * The problems that keep a partner from being saved: a role and a type from SPEC §3's lists,
 * a name (displayName, razón social or nombre completo) and well-formed contact emails. An
 * RFC is never a blocking problem (see partnerRfcWarning). Contacts without a name are not
 * checked: they are dropped on save.
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
  const names = [draft.displayName, draft.razonSocial, draft.nombreCompleto];
  if (!names.some((name) => (name?.trim() ?? '') !== ''))
    issues.push({ field: 'name', code: 'name_required' });
  for (const [index, contact] of (draft.contacts ?? []).entries()) {
    const email = contact.email?.trim() ?? '';
    if ((contact.nombre?.trim() ?? '') === '' || email === '') continue;
    if (!isEmailLike(email))
      issues.push({ field: `contacts.${index}.email`, code: 'invalid_email' });
  }
  return issues;
}
