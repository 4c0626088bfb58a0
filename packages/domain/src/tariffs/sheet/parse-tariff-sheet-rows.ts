import { emptyTariffDraft, normalizeTariffDraft } from '../tariff-draft.ts';
import { validateTariffDraft } from '../validate-tariff-draft.ts';
import type { TariffDraft, TariffIssueCode } from '../tariff-types.ts';
import { tariffIdentityKey } from './tariff-identity.ts';
import {
  readBreaksCell,
  readChoiceCell,
  readDayCell,
  readNumberCell,
  readTextCell,
  UNREADABLE,
  type Unreadable,
} from './tariff-sheet-cells.ts';
import {
  TARIFF_SHEET_COLUMNS,
  tariffSheetColumnFor,
  type TariffSheetColumn,
} from './tariff-sheet-columns.ts';

/**
 * Why a cell or a line of an upload is refused: a rule of a tariff line (`TariffIssueCode`), a
 * cell that is not its column's kind of value (`unreadable`), a line the file already has
 * (`duplicate`, on the later row), or a required column the header row lacks (`missingColumn`).
 */
export type TariffSheetErrorCode = TariffIssueCode | 'unreadable' | 'duplicate' | 'missingColumn';

export type TariffSheetError = {
  /** The spreadsheet's own row number: the header is row 1, the first line row 2. */
  row: number;
  /** The column's header as the file spells it (the template's when the file lacks it). */
  column: string;
  /** The line's field, or null for a problem of the whole line (`duplicate`). */
  field: keyof TariffDraft | null;
  code: TariffSheetErrorCode;
  /** For `duplicate`: the row the same line was first found on. */
  sameAsRow?: number;
  /** For `locationCode`: the line's mode, since air lines take IATA codes and the rest UN/LOCODEs. */
  mode?: string;
};

export type TariffSheetLine = { row: number; draft: TariffDraft };

export type TariffSheetParse = {
  /** The lines without problems, normalised; publishable only when `errors` is empty. */
  drafts: TariffSheetLine[];
  errors: TariffSheetError[];
};

type FoundColumn = { column: TariffSheetColumn; index: number; header: string };

/**
 * Reads and checks every line of a tariff sheet before anything is saved (all or nothing):
 * `rows[0]` is the header row (columns found by header, in any order; unknown ones ignored),
 * each later array is the next spreadsheet row. Cells may be text, numbers, dates or formula
 * results. Blank lines are skipped. Every line is checked with the tariff rules; a line equal in
 * identity (`tariffIdentityKey`) to an earlier one is refused on the later row.
 */
export function parseTariffSheetRows(rows: readonly (readonly unknown[])[]): TariffSheetParse {
  const found = findColumns(rows[0] ?? []);
  const missing = TARIFF_SHEET_COLUMNS.filter((c) => c.isRequired && !found.has(c.field));
  if (missing.length > 0)
    return {
      drafts: [],
      errors: missing.map((c) => ({
        row: 1,
        column: c.header,
        field: c.field,
        code: 'missingColumn',
      })),
    };
  const parse: TariffSheetParse = { drafts: [], errors: [] };
  const firstRowOfLine = new Map<string, number>();
  rows.forEach((cells, index) => {
    if (index === 0 || isBlankRow(cells)) return;
    const row = index + 1;
    const read = readLine(cells, found);
    const draft = normalizeTariffDraft(read.draft);
    const errors: TariffSheetError[] = read.unreadable.map((field) => ({
      row,
      column: columnHeader(found, field),
      field,
      code: 'unreadable',
    }));
    for (const issue of validateTariffDraft(draft))
      if (!read.unreadable.includes(issue.field))
        errors.push({
          row,
          column: columnHeader(found, issue.field),
          field: issue.field,
          code: issue.code,
          ...(issue.code === 'locationCode' ? { mode: draft.mode } : {}),
        });
    if (errors.length === 0) {
      const key = tariffIdentityKey(draft);
      const sameAsRow = firstRowOfLine.get(key);
      if (sameAsRow === undefined) firstRowOfLine.set(key, row);
      else errors.push({ row, column: '', field: null, code: 'duplicate', sameAsRow });
    }
    if (errors.length === 0) parse.drafts.push({ row, draft });
    else parse.errors.push(...errors.sort(byColumnOrder));
  });
  return parse;
}

function findColumns(header: readonly unknown[]): Map<keyof TariffDraft, FoundColumn> {
  const found = new Map<keyof TariffDraft, FoundColumn>();
  for (let index = 0; index < header.length; index += 1) {
    const column = tariffSheetColumnFor(header[index]);
    if (column && !found.has(column.field))
      found.set(column.field, { column, index, header: String(header[index]).trim() });
  }
  return found;
}

function readLine(cells: readonly unknown[], found: Map<keyof TariffDraft, FoundColumn>) {
  const draft: Record<string, unknown> = { ...emptyTariffDraft() };
  const unreadable: (keyof TariffDraft)[] = [];
  for (const { column, index } of found.values()) {
    const value = readCell(column, cells[index]);
    if (value === UNREADABLE) unreadable.push(column.field);
    else draft[column.field] = value;
  }
  return { draft: draft as TariffDraft, unreadable };
}

function readCell(column: TariffSheetColumn, cell: unknown): unknown {
  switch (column.kind) {
    case 'choice':
      return readChoiceCell(cell, column.choices ?? []);
    case 'number':
      return readNumberCell(cell);
    case 'day':
      return readDayCell(cell);
    case 'breaks':
      return readBreaksCell(cell);
    default:
      return readTextCell(cell);
  }
}

function isBlankRow(cells: readonly unknown[]): boolean {
  // A hole in a sparse row is a blank cell, as is text of only spaces.
  for (let index = 0; index < cells.length; index += 1) {
    const text: string | Unreadable = readTextCell(cells[index]);
    if (text !== '') return false;
  }
  return true;
}

function columnHeader(found: Map<keyof TariffDraft, FoundColumn>, field: keyof TariffDraft) {
  return (
    found.get(field)?.header ?? TARIFF_SHEET_COLUMNS.find((c) => c.field === field)?.header ?? field
  );
}

const COLUMN_ORDER = new Map(TARIFF_SHEET_COLUMNS.map((c, index) => [c.field, index]));

function byColumnOrder(a: TariffSheetError, b: TariffSheetError): number {
  const order = (error: TariffSheetError) =>
    error.field === null ? Number.MAX_SAFE_INTEGER : (COLUMN_ORDER.get(error.field) ?? 0);
  return order(a) - order(b);
}
