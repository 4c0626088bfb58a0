import { describe, expect, it } from 'vitest';
import { draftToTariffFields } from '../tariff-draft.ts';
import type { Tariff, TariffDraft } from '../tariff-types.ts';
import { diffTariffs, TARIFF_UPDATABLE_FIELDS } from './diff-tariffs.ts';
import { tariffTemplateExamples } from './tariff-template-examples.ts';

const TODAY = '2026-05-10';
const [FCL, LCL, AIR, FTL] = tariffTemplateExamples('2026-05-01') as [
  TariffDraft,
  TariffDraft,
  TariffDraft,
  TariffDraft,
  TariffDraft,
];

/** A stored line as the server returns it, from a draft. */
function stored(id: string, draft: TariffDraft, updated = '2026-05-01 12:00:00.000Z'): Tariff {
  return {
    ...draftToTariffFields(draft),
    id,
    collectionId: 'rmb_tariffs____',
    collectionName: 'tariffs',
    created: updated,
    updated,
    company: 'golfo',
    legacyId: '',
    createdBy: 'u1',
    updatedBy: 'u1',
    searchText: '',
  };
}

describe('diffTariffs', () => {
  it('sorts the file into added, changed and unchanged, and the rest of the lines into untouched', () => {
    const current = [stored('fcl', FCL), stored('lcl', LCL), stored('ftl', FTL)];
    const incoming = [{ ...FCL, amount: 2300, notes: '' }, LCL, AIR];
    const diff = diffTariffs(current, incoming, TODAY);
    expect(diff.added).toEqual([AIR]);
    expect(diff.unchanged.map((line) => line.tariff.id)).toEqual(['lcl']);
    expect(diff.untouched.map((tariff) => tariff.id)).toEqual(['ftl']);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]!.tariff.id).toBe('fcl');
    expect(diff.changed[0]!.fields).toEqual([
      { field: 'amount', before: 2150, after: 2300 },
      { field: 'notes', before: '40 ft high cube', after: '' },
    ]);
  });

  it('matches identity text loosely and treats a stored 0 as an unset optional number', () => {
    const current = [stored('lcl', { ...LCL, customer: 'CAFÉ ORIZABA', freeDays: null })];
    const diff = diffTariffs(current, [{ ...LCL, customer: 'cafe orizaba' }], TODAY);
    expect(diff.unchanged.map((line) => line.tariff.id)).toEqual(['lcl']);
  });

  it.each([
    ['a new valid-from', { validFrom: '2026-06-01', validTo: '2026-08-31' }],
    ['another carrier', { carrier: 'MSC' }],
    ['another currency', { currency: 'EUR' }],
    ['another container type', { containerType: '22G1' }],
  ])('adds a line for %s instead of changing the current one', (_, edit) => {
    const diff = diffTariffs([stored('fcl', FCL)], [{ ...FCL, ...edit }], TODAY);
    expect(diff.added).toHaveLength(1);
    expect(diff.untouched.map((tariff) => tariff.id)).toEqual(['fcl']);
  });

  it('compares breaks by value and lists them when they change', () => {
    const breaks = [{ fromQty: 45, amount: 5 }];
    const diff = diffTariffs([stored('air', AIR)], [{ ...AIR, breaks }], TODAY);
    expect(diff.changed[0]!.fields).toEqual([
      { field: 'breaks', before: AIR.breaks, after: breaks },
    ]);
  });

  it('never matches nor lists an expired line', () => {
    const expired = { ...FCL, validFrom: '2026-01-01', validTo: '2026-03-31' };
    const diff = diffTariffs([stored('old', expired)], [expired], TODAY);
    expect(diff.added).toEqual([expired]);
    expect(diff.untouched).toEqual([]);
  });

  it('changes the most recently updated of two current lines sharing an identity', () => {
    const current = [
      stored('older', FCL, '2026-05-01 10:00:00.000Z'),
      stored('newer', FCL, '2026-05-02 10:00:00.000Z'),
    ];
    const diff = diffTariffs(current, [{ ...FCL, amount: 1 }], TODAY);
    expect(diff.changed.map((line) => line.tariff.id)).toEqual(['newer']);
    expect(diff.untouched.map((tariff) => tariff.id)).toEqual(['older']);
  });

  it('compares only fields outside the identity', () => {
    expect(TARIFF_UPDATABLE_FIELDS).toEqual([
      'direction',
      'contractRef',
      'amount',
      'minAmount',
      'breaks',
      'validTo',
      'transitDays',
      'freeDays',
      'notes',
    ]);
  });
});
