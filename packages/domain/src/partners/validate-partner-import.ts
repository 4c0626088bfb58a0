import { foldSearchText } from '../shipments/fold-search-text.ts';
import {
  PARTNER_ROLES,
  PARTNER_TYPES,
  type PartnerRole,
  type PartnerType,
} from '../collections/partner-roles.ts';
import { partnerRfcWarning, type PartnerRfcWarning } from './partner-rfc-warning.ts';
import {
  parseSheetContacts,
  type PartnerSheetKey,
  type SheetContact,
} from './partner-sheet-columns.ts';
import { validatePartner, type PartnerIssue } from './validate-partner.ts';

/** One spreadsheet line: its number in the sheet and its cells by column (text). */
export type PartnerImportLine = {
  rowNumber: number;
  cells: Partial<Record<PartnerSheetKey, string>>;
};

/** A partner ready to create, as read from one line. */
export type PartnerImportDraft = {
  rowNumber: number;
  rol: PartnerRole;
  tipo: PartnerType;
  displayName: string;
  razonSocial: string;
  nombreCompleto: string;
  rfc: string;
  direccion: string;
  contacts: SheetContact[];
};

export type PartnerImportProblem = { rowNumber: number; issue: PartnerIssue };
/** An RFC remark on a line, with the line's type when it names one (the remark speaks of it). */
export type PartnerImportWarning = {
  rowNumber: number;
  tipo: PartnerType | null;
  warning: PartnerRfcWarning;
};

export type PartnerImportCheck = {
  /** Every non-blank line as a partner; to be created only when `errors` is empty. */
  drafts: PartnerImportDraft[];
  errors: PartnerImportProblem[];
  /** RFC remarks: shown, never blocking. */
  warnings: PartnerImportWarning[];
};

// Words people type for the types, besides the list's own: persona física, persona moral.
const TYPE_ALIASES: Readonly<Record<string, PartnerType>> = {
  fisica: 'persona',
  'persona fisica': 'persona',
  moral: 'empresa',
  'persona moral': 'empresa',
};

/**
 * Checks every line of a partner spreadsheet before anything is saved (all or nothing).
 * Roles and types are matched ignoring case and accents (`cliente` → `Cliente`, `Persona
 * moral` → `empresa`); blank lines are skipped. Errors: unknown or missing role or type, no
 * name at all, a malformed contact email. RFC problems are only warnings.
 */
export function validatePartnerImport(lines: readonly PartnerImportLine[]): PartnerImportCheck {
  const check: PartnerImportCheck = { drafts: [], errors: [], warnings: [] };
  for (const line of lines) {
    const cell = (key: PartnerSheetKey) => (line.cells[key] ?? '').trim();
    if (Object.values(line.cells).every((value) => (value ?? '').trim() === '')) continue;
    const rawRol = cell('rol');
    const rawTipo = cell('tipo');
    const draft = {
      rowNumber: line.rowNumber,
      rol: matchRole(rawRol),
      tipo: matchType(rawTipo),
      displayName: cell('displayName'),
      razonSocial: cell('razonSocial'),
      nombreCompleto: cell('nombreCompleto'),
      rfc: cell('rfc').toUpperCase(),
      direccion: cell('direccion'),
      contacts: parseSheetContacts(cell('contacts')),
    };
    const issues = validatePartner({
      ...draft,
      rol: draft.rol ?? rawRol,
      tipo: draft.tipo ?? rawTipo,
    });
    for (const issue of issues) check.errors.push({ rowNumber: line.rowNumber, issue });
    const warning = partnerRfcWarning(draft.rfc, draft.tipo ?? '');
    if (warning) check.warnings.push({ rowNumber: line.rowNumber, tipo: draft.tipo, warning });
    if (issues.length === 0 && draft.rol && draft.tipo)
      check.drafts.push({ ...draft, rol: draft.rol, tipo: draft.tipo });
  }
  return check;
}

function matchRole(text: string): PartnerRole | null {
  const folded = foldSearchText(text);
  return PARTNER_ROLES.find((role) => foldSearchText(role) === folded) ?? null;
}

function matchType(text: string): PartnerType | null {
  const folded = foldSearchText(text);
  return PARTNER_TYPES.find((type) => type === folded) ?? TYPE_ALIASES[folded] ?? null;
}
