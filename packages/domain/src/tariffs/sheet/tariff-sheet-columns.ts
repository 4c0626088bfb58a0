import { foldSearchText } from '../../shipments/fold-search-text.ts';
import {
  TARIFF_BASES,
  TARIFF_CARGO_TYPES,
  TARIFF_DIRECTIONS,
  TARIFF_KINDS,
  TARIFF_MODES,
} from '../tariff-catalogue.ts';
import type { TariffDraft } from '../tariff-types.ts';

/** How a column's cells are read: free text, a choice of a list, a number, a day or the breaks. */
export type TariffSheetCellKind = 'text' | 'choice' | 'number' | 'day' | 'breaks';

export type TariffSheetColumn = {
  field: keyof TariffDraft;
  /** The header the template writes in row 1; a file's headers are matched to it loosely. */
  header: string;
  kind: TariffSheetCellKind;
  /** The values a choice column accepts (the template offers them as a drop-down list). */
  choices?: readonly string[];
  /** The import refuses a file without this column (its field is required on every line). */
  isRequired?: boolean;
  /** Width in the template, in characters. */
  width: number;
};

/** The currencies the template offers in its drop-down; any ISO 4217 code is accepted. */
export const TARIFF_SHEET_CURRENCIES = ['USD', 'MXN', 'EUR', 'CNY'] as const;

/**
 * The columns of the tariff template and upload, one per field of a tariff line, in this order.
 * The headers are stable: files made from an older template keep working. Breaks share one
 * cell: `from:amount` pairs separated by `;`, e.g. `45:5.20; 100:4.80; 300:4.10`.
 */
export const TARIFF_SHEET_COLUMNS: readonly TariffSheetColumn[] = [
  {
    field: 'kind',
    header: 'Kind (buy/sell)',
    kind: 'choice',
    choices: TARIFF_KINDS,
    isRequired: true,
    width: 16,
  },
  {
    field: 'mode',
    header: 'Mode (FCL/LCL/AIR/FTL/LTL)',
    kind: 'choice',
    choices: TARIFF_MODES,
    isRequired: true,
    width: 16,
  },
  {
    field: 'direction',
    header: 'Direction (import/export/domestic)',
    kind: 'choice',
    choices: TARIFF_DIRECTIONS,
    width: 20,
  },
  {
    field: 'cargoType',
    header: 'Cargo type',
    kind: 'choice',
    choices: TARIFF_CARGO_TYPES,
    width: 14,
  },
  { field: 'carrier', header: 'Carrier', kind: 'text', width: 22 },
  { field: 'contractRef', header: 'Contract ref.', kind: 'text', width: 16 },
  { field: 'customer', header: 'Customer (sell rates)', kind: 'text', width: 24 },
  {
    field: 'origin',
    header: 'Origin (UN/LOCODE or IATA)',
    kind: 'text',
    isRequired: true,
    width: 18,
  },
  {
    field: 'destination',
    header: 'Destination (UN/LOCODE or IATA)',
    kind: 'text',
    isRequired: true,
    width: 18,
  },
  { field: 'charge', header: 'Charge', kind: 'text', isRequired: true, width: 20 },
  {
    field: 'basis',
    header: 'Basis (shipment/container/teu/kg/cbm/wm)',
    kind: 'choice',
    choices: TARIFF_BASES,
    isRequired: true,
    width: 18,
  },
  { field: 'containerType', header: 'Container type (ISO, e.g. 45G1)', kind: 'text', width: 16 },
  {
    field: 'currency',
    header: 'Currency (ISO, e.g. USD)',
    kind: 'choice',
    choices: TARIFF_SHEET_CURRENCIES,
    isRequired: true,
    width: 12,
  },
  { field: 'amount', header: 'Amount', kind: 'number', width: 12 },
  { field: 'minAmount', header: 'Minimum', kind: 'number', width: 12 },
  { field: 'breaks', header: 'Breaks (from:amount; …)', kind: 'breaks', width: 28 },
  {
    field: 'validFrom',
    header: 'Valid from (YYYY-MM-DD)',
    kind: 'day',
    isRequired: true,
    width: 14,
  },
  { field: 'validTo', header: 'Valid to (YYYY-MM-DD, blank = open)', kind: 'day', width: 14 },
  { field: 'transitDays', header: 'Transit days', kind: 'number', width: 10 },
  { field: 'freeDays', header: 'Free days', kind: 'number', width: 10 },
  { field: 'notes', header: 'Notes', kind: 'text', width: 40 },
];

const BY_FIELD = new Map(TARIFF_SHEET_COLUMNS.map((column) => [column.field, column]));

/** The column of a field (every field of a draft has one). */
export function tariffSheetColumn(field: keyof TariffDraft): TariffSheetColumn {
  const column = BY_FIELD.get(field);
  if (!column) throw new Error(`No tariff sheet column for ${field}`);
  return column;
}

// "Origin (UN/LOCODE or IATA)" is also found as "origin" or "ORIGIN": the words before the
// bracket are enough, ignoring case, accents and spacing.
const headerName = (header: string) => foldSearchText(header.replace(/\(.*$/, ''));
const BY_HEADER = new Map<string, TariffSheetColumn>();
for (const column of TARIFF_SHEET_COLUMNS) {
  BY_HEADER.set(foldSearchText(column.header), column);
  BY_HEADER.set(headerName(column.header), column);
}

/** The column a header names, or null for a header of no column (ignored by the upload). */
export function tariffSheetColumnFor(header: unknown): TariffSheetColumn | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  return BY_HEADER.get(foldSearchText(header)) ?? BY_HEADER.get(headerName(header)) ?? null;
}
