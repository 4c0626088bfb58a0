// The tariff spreadsheet rules (template columns, cell reading, upload check, diff), exported
// through the tariffs barrel (see ../index.ts).
export {
  TARIFF_SHEET_COLUMNS,
  TARIFF_SHEET_CURRENCIES,
  tariffSheetColumn,
  tariffSheetColumnFor,
  type TariffSheetCellKind,
  type TariffSheetColumn,
} from './tariff-sheet-columns.ts';
export {
  formatBreaksCell,
  readBreaksCell,
  readChoiceCell,
  readDayCell,
  readNumberCell,
  readTextCell,
  UNREADABLE,
  type Unreadable,
} from './tariff-sheet-cells.ts';
export {
  parseTariffSheetRows,
  type TariffSheetError,
  type TariffSheetErrorCode,
  type TariffSheetLine,
  type TariffSheetParse,
} from './parse-tariff-sheet-rows.ts';
export {
  TARIFF_IDENTITY_FIELDS,
  tariffIdentityKey,
  type TariffIdentityField,
} from './tariff-identity.ts';
export {
  diffTariffs,
  TARIFF_UPDATABLE_FIELDS,
  type TariffDiff,
  type TariffFieldChange,
  type TariffLineChange,
} from './diff-tariffs.ts';
export { tariffSheetRowValues, tariffTemplateExamples } from './tariff-template-examples.ts';
