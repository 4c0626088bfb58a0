// The domain's export rules, as the package exports them (see ../index.ts).
export { exportFileName, type ExportFileNameInput } from './export-file-name.ts';
export { EXPORT_COLUMNS, type ExportColumn, type ExportColumnKey } from './export-columns.ts';
