import { foldSearchText } from '../shipments/fold-search-text.ts';
import { capSearchText } from '../shipments/shipment-list-columns.ts';
import { normalizePartner } from './normalize-partner.ts';
import type { Partner, PartnerInput } from './partner.ts';

/** One line of the partner list: the partner plus the folded text search looks through. */
export type PartnerListRow = Partner & {
  /** Folded (lower case, no accents) text of every searchable field, see `foldSearchText`. */
  searchText: string;
};

/**
 * The list row of a partner: its names, RFC, address, role, type and every contact's name,
 * email and phone are searchable.
 */
export function toPartnerListRow(partner: Partner): PartnerListRow {
  const contactTexts = partner.contacts.flatMap((c) => [c.nombre, c.email, c.telefono]);
  const texts = [
    partner.displayName,
    partner.razonSocial,
    partner.nombreCompleto,
    partner.rfc,
    partner.direccion,
    partner.rol,
    partner.tipo,
    ...contactTexts,
  ];
  return { ...partner, searchText: foldSearchText(texts.filter((t) => t !== '').join(' ')) };
}

/**
 * The search text of a stored partner record as the server keeps it (`searchText`): the list
 * row's, of the record as `normalizePartner` reads it, cut to the field's limit.
 */
export function partnerSearchText(record: PartnerInput): string {
  return capSearchText(toPartnerListRow(normalizePartner(record)).searchText);
}
