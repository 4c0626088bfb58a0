/** How the list is drawn: a table on wide screens, one card per partner at 860 px or less. */
export type PartnerGridLayout = 'table' | 'cards';

/** SPEC §9's mobile breakpoint. */
export const CARDS_QUERY = '(max-width: 860px)';

export const PARTNER_ROW_HEIGHT: Record<PartnerGridLayout, number> = { table: 52, cards: 104 };
export const PARTNER_HEADER_HEIGHT = 40;

export type PartnerColumn = 'name' | 'role' | 'type' | 'rfc' | 'contact' | 'company';

/** The table's columns; the company column only for platform admins, who see every company. */
export function partnerColumns(withCompany: boolean): PartnerColumn[] {
  const columns: PartnerColumn[] = ['name', 'role', 'type', 'rfc', 'contact'];
  return withCompany ? [...columns, 'company'] : columns;
}

const WIDTHS: Record<PartnerColumn, string> = {
  name: 'minmax(14rem, 2.2fr)',
  role: '8rem',
  type: '7rem',
  rfc: '9.5rem',
  contact: 'minmax(12rem, 2fr)',
  company: 'minmax(9rem, 1fr)',
};

export function partnerGridTemplate(columns: readonly PartnerColumn[]): string {
  return columns.map((column) => WIDTHS[column]).join(' ');
}
