import { describe, expect, it } from 'vitest';
import { addTariffDays, isTariffDay, tariffDay } from './tariff-days.ts';
import {
  draftToTariffFields,
  emptyTariffDraft,
  normalizeTariffDraft,
  readTariffBreaks,
  tariffToDraft,
} from './tariff-draft.ts';
import { fclDraft, tariffRecord } from './tariff-test-fixtures.ts';
import { validateTariffDraft } from './validate-tariff-draft.ts';

describe('emptyTariffDraft', () => {
  it('is a sell line missing exactly the required fields', () => {
    expect(validateTariffDraft(emptyTariffDraft()).map((it) => it.field)).toEqual([
      'mode',
      'origin',
      'destination',
      'charge',
      'basis',
      'currency',
      'amount',
      'validFrom',
    ]);
  });
});

describe('normalizeTariffDraft', () => {
  it('trims, cases codes and closes up LOCODEs on non-air modes', () => {
    const draft = fclDraft({
      kind: ' SELL ' as 'sell',
      mode: 'fcl' as 'FCL',
      carrier: '  Maersk ',
      origin: 'cn sha',
      destination: ' mxzlo',
      basis: 'Container' as 'container',
      containerType: "40' hc",
      currency: ' usd',
      notes: ' ok ',
      validFrom: ' 2026-05-01 ',
    });
    expect(normalizeTariffDraft(draft)).toEqual(
      fclDraft({ carrier: 'Maersk', notes: 'ok', containerType: '45G1' }),
    );
  });

  it('keeps air codes as typed, upper-cased', () => {
    const draft = fclDraft({ mode: 'AIR', origin: ' mex', destination: 'mx zlo' });
    expect(normalizeTariffDraft(draft)).toMatchObject({ origin: 'MEX', destination: 'MX ZLO' });
  });

  it('keeps an unknown container type for validation to report', () => {
    expect(normalizeTariffDraft(fclDraft({ containerType: ' 99x9 ' })).containerType).toBe('99X9');
  });
});

describe('draftToTariffFields and tariffToDraft', () => {
  it('writes days as UTC midnight and unset numbers as 0', () => {
    const fields = draftToTariffFields(
      fclDraft({ validTo: '', origin: 'cn sha', minAmount: null }),
    );
    expect(fields).toMatchObject({
      origin: 'CNSHA',
      validFrom: '2026-05-01 00:00:00.000Z',
      validTo: '',
      amount: 2150,
      minAmount: 0,
      transitDays: 0,
      freeDays: 0,
      breaks: [],
    });
    expect(Object.keys(fields).sort()).toEqual(Object.keys(fclDraft()).sort());
  });

  it('reads a stored record back into the draft it came from', () => {
    const draft = fclDraft({ transitDays: 28, freeDays: 14, minAmount: 100, notes: 'BAF incl.' });
    const stored = tariffRecord({ ...draftToTariffFields(draft), direction: '', cargoType: '' });
    expect(tariffToDraft(stored)).toEqual(draft);
  });

  it('reads 0 in optional numbers as unset', () => {
    const draft = tariffToDraft(tariffRecord({ minAmount: 0, transitDays: 0, freeDays: 0 }));
    expect(draft).toMatchObject({ minAmount: null, transitDays: null, freeDays: null });
  });
});

describe('readTariffBreaks', () => {
  it.each([
    [null, []],
    ['45:3.9', []],
    [
      [
        { fromQty: 45, amount: 3.9 },
        { fromQty: '100', amount: 3 },
        null,
        { fromQty: 100, amount: 3.5 },
      ],
      [
        { fromQty: 45, amount: 3.9 },
        { fromQty: 100, amount: 3.5 },
      ],
    ],
  ])('%j gives %j', (stored, expected) => {
    expect(readTariffBreaks(stored)).toEqual(expected);
  });
});

describe('tariff days', () => {
  it.each([
    ['2026-05-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-5-1', false],
    ['2026-05-01 00:00:00.000Z', false],
  ])('isTariffDay(%j) is %s', (text, expected) => {
    expect(isTariffDay(text)).toBe(expected);
  });

  it.each([
    ['2026-05-01', -1, '2026-04-30'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-05-01', 14, '2026-05-15'],
  ])('addTariffDays(%s, %i) is %s', (day, days, expected) => {
    expect(addTariffDays(day, days)).toBe(expected);
  });

  it('reads the day of stored and typed dates', () => {
    expect(tariffDay('2026-05-01 00:00:00.000Z')).toBe('2026-05-01');
    expect(tariffDay(' 2026-05-01')).toBe('2026-05-01');
    expect(tariffDay(undefined)).toBe('');
  });
});
