/** The list's columns in order, with their widths (the table is fixed-layout). */
export const TARIFF_COLUMNS = [
  { key: 'select', width: '2.5rem' },
  { key: 'kind', width: '3.75rem' },
  { key: 'mode', width: '4rem' },
  // Carrier over its lane, and charge over its basis: two short lines share the width left.
  { key: 'lane', width: undefined },
  { key: 'charge', width: undefined },
  { key: 'amount', width: '8.75rem' },
  { key: 'minimum', width: '6rem' },
  { key: 'validity', width: '11rem' },
  { key: 'transit', width: '4.75rem' },
  { key: 'free', width: '4rem' },
  { key: 'company', width: '8rem' },
  { key: 'actions', width: '5rem' },
] as const;

export type TariffColumn = (typeof TARIFF_COLUMNS)[number]['key'];

/** Fixed row height, so the virtualiser can place rows without measuring them. */
export const TARIFF_ROW_HEIGHT = 56;

/** Below this many lines every row is drawn; above it only those in view. */
export const VIRTUALISE_FROM = 60;

export function tariffColumns(withCompany: boolean) {
  return TARIFF_COLUMNS.filter((column) => withCompany || column.key !== 'company');
}
