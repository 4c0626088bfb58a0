import { EXPORT_COLUMNS, type ExportColumnKey, type ShipmentListRow } from '@rumbo/domain';

/** Where each export column's value comes from in a list row (the local view's names differ). */
const ROW_VALUE: Record<ExportColumnKey, (row: ShipmentListRow) => string> = {
  id: (row) => row.id,
  mode: (row) => row.mode,
  reference: (row) => row.reference,
  shipper: (row) => row.shipper,
  consignee: (row) => row.consignee,
  status: (row) => row.status,
  updatedAtISO: (row) => row.updatedAt,
};

/** One spreadsheet line of a shipment, in the order of the export's columns (SPEC §9). */
export function exportRowValues(row: ShipmentListRow): string[] {
  return EXPORT_COLUMNS.map((column) => ROW_VALUE[column.key](row));
}
