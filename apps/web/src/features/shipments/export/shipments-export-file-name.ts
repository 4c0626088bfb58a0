import { exportFileName, type ShipmentMode } from '@rumbo/domain';

/**
 * The file name of a mode's export, e.g. `shipments_ocean_2026-03-10_12-45.xlsx`: SPEC §9's
 * `{name}_{yyyy-mm-dd_hh-mm}` in business time, with the extension of the Excel workbook that
 * exceljs writes (Office Open XML).
 */
export function shipmentsExportFileName(mode: ShipmentMode, now: Date): string {
  return exportFileName({ name: `shipments_${mode}`, now }).replace(/\.xlsx?$/, '.xlsx');
}
