import { foldSearchText } from './fold-search-text.ts';
import type { ShipmentListRow } from './shipment-list-row.ts';

/** A list row for tests: blank columns unless given; searchText derived from the columns. */
export function listRow(fields: Partial<ShipmentListRow> & { id: string }): ShipmentListRow {
  const row: ShipmentListRow = {
    mode: 'ocean',
    code: '',
    reference: '',
    shipper: '',
    consignee: '',
    client: '',
    origin: '',
    destination: '',
    status: '',
    priority: '',
    nextMilestone: null,
    createdAt: '',
    updatedAt: '',
    searchText: '',
    ...fields,
  };
  const parts = [row.code, row.reference, row.shipper, row.consignee, row.client, row.origin];
  return { ...row, searchText: fields.searchText ?? foldSearchText(parts.join(' ')) };
}
