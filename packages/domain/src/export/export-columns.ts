/** The shipment fields the export reads, by their names in the local shipment view. */
export type ExportColumnKey =
  'id' | 'mode' | 'reference' | 'shipper' | 'consignee' | 'status' | 'updatedAtISO';

/** One column of the spreadsheet export: the header text and the field it shows. */
export type ExportColumn = { key: ExportColumnKey; header: string };

/** Columns of the shipment spreadsheet export, in order (SPEC §9). */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'id', header: 'ID' },
  { key: 'mode', header: 'Modo' },
  { key: 'reference', header: 'Referencia' },
  { key: 'shipper', header: 'Shipper' },
  { key: 'consignee', header: 'Consignee' },
  { key: 'status', header: 'Estado' },
  { key: 'updatedAtISO', header: 'Actualizado' },
];
