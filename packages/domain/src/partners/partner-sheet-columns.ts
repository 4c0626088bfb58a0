import { foldSearchText } from '../shipments/fold-search-text.ts';

/** The fields a partner spreadsheet carries, one column each. */
export type PartnerSheetKey =
  | 'displayName'
  | 'rol'
  | 'tipo'
  | 'razonSocial'
  | 'nombreCompleto'
  | 'rfc'
  | 'direccion'
  | 'contacts';

export type PartnerSheetColumn = { key: PartnerSheetKey; header: string; width: number };

/**
 * The columns of the partner export, the import template and the import, in this order.
 * Contacts share one cell: `nombre | email | telefono`, contacts separated by `;` or a new line.
 */
export const PARTNER_SHEET_COLUMNS: readonly PartnerSheetColumn[] = [
  { key: 'displayName', header: 'Nombre', width: 30 },
  { key: 'rol', header: 'Rol', width: 14 },
  { key: 'tipo', header: 'Tipo', width: 10 },
  { key: 'razonSocial', header: 'Razón social', width: 36 },
  { key: 'nombreCompleto', header: 'Nombre completo', width: 28 },
  { key: 'rfc', header: 'RFC', width: 16 },
  { key: 'direccion', header: 'Dirección', width: 40 },
  { key: 'contacts', header: 'Contactos', width: 60 },
];

/** The export's first column: the partner's id, ignored by the import. */
export const PARTNER_SHEET_ID_HEADER = 'ID';

const BY_FOLDED_HEADER = new Map(
  PARTNER_SHEET_COLUMNS.map((c) => [foldSearchText(c.header), c.key]),
);

/** The column a header names (case, accents and spacing ignored), or null for any other. */
export function partnerSheetKey(header: unknown): PartnerSheetKey | null {
  return BY_FOLDED_HEADER.get(foldSearchText(typeof header === 'string' ? header : '')) ?? null;
}

export type SheetContact = { nombre: string; email: string; telefono: string };

/** `Ana | ana@x.mx | 55 1234; Luis` → two contacts; blank entries are skipped. */
export function parseSheetContacts(cell: string): SheetContact[] {
  return cell
    .split(/[;\n]/)
    .map((entry) => entry.split('|').map((part) => part.trim()))
    .filter((parts) => parts.some((part) => part !== ''))
    .map(([nombre = '', email = '', telefono = '']) => ({ nombre, email, telefono }));
}

/** The contacts cell of a partner: the reverse of `parseSheetContacts`. */
export function formatSheetContacts(contacts: readonly SheetContact[]): string {
  return contacts
    .map((c) => [c.nombre, c.email, c.telefono].join(' | ').replace(/( \| )+$/, ''))
    .join('; ');
}
