import { describe, expect, it } from 'vitest';
import { emptyTariffDraft } from '../tariff-draft.ts';
import { validateTariffDraft } from '../validate-tariff-draft.ts';
import { parseTariffSheetRows } from './parse-tariff-sheet-rows.ts';
import { TARIFF_SHEET_COLUMNS, tariffSheetColumn } from './tariff-sheet-columns.ts';
import { tariffSheetRowValues, tariffTemplateExamples } from './tariff-template-examples.ts';

const HEADER = TARIFF_SHEET_COLUMNS.map((column) => column.header);
const EXAMPLES = tariffTemplateExamples('2026-05-01');
const [FCL, LCL, AIR] = EXAMPLES.map(tariffSheetRowValues);
const at = (field: Parameters<typeof tariffSheetColumn>[0]) =>
  TARIFF_SHEET_COLUMNS.findIndex((column) => column.field === field);

/** A copy of a row with some cells replaced, by field. */
function edit(row: readonly unknown[], cells: Record<string, unknown>): unknown[] {
  const copy = [...row];
  for (const [field, value] of Object.entries(cells))
    copy[at(field as Parameters<typeof at>[0])] = value;
  return copy;
}

describe('tariff sheet columns', () => {
  it('have one column per field of a draft, with distinct headers', () => {
    expect(TARIFF_SHEET_COLUMNS.map((c) => c.field).sort()).toEqual(
      Object.keys(emptyTariffDraft()).sort(),
    );
    expect(new Set(HEADER).size).toBe(HEADER.length);
  });
});

describe('tariffTemplateExamples', () => {
  it('gives one line per mode, each passing the tariff rules', () => {
    expect(EXAMPLES.map((draft) => draft.mode)).toEqual(['FCL', 'LCL', 'AIR', 'FTL', 'LTL']);
    for (const draft of EXAMPLES) expect(validateTariffDraft(draft)).toEqual([]);
  });
});

describe('parseTariffSheetRows', () => {
  it('reads the template examples back as they were written', () => {
    const parse = parseTariffSheetRows([HEADER, ...EXAMPLES.map(tariffSheetRowValues)]);
    expect(parse.errors).toEqual([]);
    expect(parse.drafts).toEqual(EXAMPLES.map((draft, index) => ({ row: index + 2, draft })));
  });

  it('finds columns by header in any order, loosely spelled, and ignores unknown ones', () => {
    const order = [...TARIFF_SHEET_COLUMNS.keys()].reverse();
    const header = order.map((index) => TARIFF_SHEET_COLUMNS[index]!.header.toUpperCase());
    header[0] = 'notes'; // "Notes" in lower case
    header[header.indexOf('ORIGIN (UN/LOCODE OR IATA)')] = 'Origin';
    const parse = parseTariffSheetRows([
      ['ID', ...header],
      ['abc', ...order.map((index) => FCL![index])],
    ]);
    expect(parse.errors).toEqual([]);
    expect(parse.drafts).toEqual([{ row: 2, draft: EXAMPLES[0] }]);
  });

  it('numbers rows as the spreadsheet does and skips blank lines', () => {
    const parse = parseTariffSheetRows([HEADER, [], ['', '  ', null], FCL!, [], LCL!]);
    expect(parse.drafts.map((line) => line.row)).toEqual([4, 6]);
  });

  it('reads dates, day numbers, text numbers and loose choices', () => {
    const row = edit(AIR!, {
      kind: 'Buy',
      mode: 'air',
      currency: 'usd',
      amount: '5.60',
      validFrom: new Date('2026-05-01T00:00:00Z'),
      validTo: 46232, // 29 July 2026
      transitDays: '2',
    });
    const parse = parseTariffSheetRows([HEADER, row]);
    expect(parse.errors).toEqual([]);
    expect(parse.drafts[0]!.draft).toEqual(EXAMPLES[2]);
  });

  it.each([
    ['origin', 'XX', 'locationCode'],
    ['currency', 'US DOLLARS', 'currency'],
    ['kind', 'rent', 'unknownValue'],
    ['mode', '', 'required'],
    ['amount', 'a lot', 'unreadable'],
    ['amount', -1, 'negative'],
    ['validFrom', '2026-02-30', 'date'],
    ['validTo', '2026-04-01', 'validityOrder'],
    ['breaks', '45:5; 45:4', 'breaks'],
    ['breaks', '45 5.2', 'unreadable'],
    ['transitDays', 2.5, 'notInteger'],
  ] as const)('refuses %s = %o with %s, naming the row and the column', (field, value, code) => {
    const parse = parseTariffSheetRows([HEADER, FCL!, LCL!, edit(AIR!, { [field]: value })]);
    expect(parse.errors).toContainEqual(
      expect.objectContaining({ row: 4, column: tariffSheetColumn(field).header, field, code }),
    );
    expect(parse.errors.every((error) => error.row === 4)).toBe(true);
    expect(parse.drafts.map((line) => line.row)).toEqual([2, 3]);
  });

  it('reports every problem of a row, in column order, and a formula error as unreadable', () => {
    const row = edit(FCL!, { origin: 'XX', currency: { error: '#N/A' }, kind: '' });
    const parse = parseTariffSheetRows([HEADER, row]);
    expect(parse.errors[1]).toMatchObject({ code: 'locationCode', mode: 'FCL' });
    expect(parse.errors.map((error) => [error.field, error.code])).toEqual([
      ['kind', 'required'],
      ['origin', 'locationCode'],
      ['currency', 'unreadable'],
    ]);
  });

  it('refuses a line the file already has on its later row, matching text loosely', () => {
    const again = edit(FCL!, { carrier: 'MAERSK ', amount: 1999 });
    const parse = parseTariffSheetRows([HEADER, FCL!, LCL!, again]);
    expect(parse.errors).toEqual([
      { row: 4, column: '', field: null, code: 'duplicate', sameAsRow: 2 },
    ]);
  });

  it('refuses a file without a required column, naming it on the header row', () => {
    const header = HEADER.filter((h) => !h.startsWith('Currency'));
    const row = FCL!.filter((_, index) => index !== at('currency'));
    const parse = parseTariffSheetRows([header, row]);
    expect(parse.drafts).toEqual([]);
    expect(parse.errors).toEqual([
      {
        row: 1,
        column: tariffSheetColumn('currency').header,
        field: 'currency',
        code: 'missingColumn',
      },
    ]);
  });

  it('takes defaults for optional columns the file leaves out', () => {
    const keep = [
      'kind',
      'mode',
      'origin',
      'destination',
      'charge',
      'basis',
      'currency',
      'amount',
      'validFrom',
    ] as const;
    const parse = parseTariffSheetRows([
      keep.map((field) => tariffSheetColumn(field).header),
      keep.map((field) => LCL![at(field)]),
    ]);
    expect(parse.errors).toEqual([]);
    expect(parse.drafts[0]!.draft).toMatchObject({ carrier: '', validTo: '', minAmount: null });
  });

  it('gives nothing for a file of only a header', () => {
    expect(parseTariffSheetRows([HEADER])).toEqual({ drafts: [], errors: [] });
    expect(parseTariffSheetRows([])).toMatchObject({ drafts: [] });
  });
});
