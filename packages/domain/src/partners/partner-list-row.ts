import { foldSearchText } from '../shipments/fold-search-text.ts';
import type { Partner } from './partner.ts';

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
