import { describe, expect, it } from 'vitest';
import { fclDraft } from './tariff-test-fixtures.ts';
import { TARIFF_ISSUE_CODES, type TariffDraft, type TariffIssueCode } from './tariff-types.ts';
import { validateTariffDraft } from './validate-tariff-draft.ts';

const airDraft = (change: Partial<TariffDraft> = {}) =>
  fclDraft({
    mode: 'AIR',
    origin: 'PVG',
    destination: 'GDL',
    basis: 'kg',
    containerType: '',
    amount: 4.2,
    ...change,
  });

describe('validateTariffDraft', () => {
  it.each<[string, TariffDraft]>([
    ['a full FCL line', fclDraft()],
    ['an open-ended line', fclDraft({ validTo: '' })],
    ['a line valid for one day', fclDraft({ validTo: '2026-05-01' })],
    ['lower case, spaced and padded codes', fclDraft({ origin: ' cn sha', currency: 'usd ' })],
    ['a container trade name', fclDraft({ containerType: '40hc' })],
    [
      'an air line with IATA codes and breaks',
      airDraft({
        breaks: [
          { fromQty: 45, amount: 3.9 },
          { fromQty: 100, amount: 3.5 },
        ],
      }),
    ],
    ['an LCL line by W/M', fclDraft({ mode: 'LCL', basis: 'wm', containerType: '', amount: 38 })],
    [
      'an FTL line per trip on land codes',
      fclDraft({
        mode: 'FTL',
        origin: 'MXZLO',
        destination: 'MXGDL',
        basis: 'shipment',
        containerType: '',
      }),
    ],
    [
      'whole transit and free days, zero amounts',
      fclDraft({ transitDays: 0, freeDays: 21, amount: 0, minAmount: 0 }),
    ],
    ['a leap day', fclDraft({ validFrom: '2028-02-29', validTo: '2028-03-01' })],
  ])('accepts %s', (_name, draft) => {
    expect(validateTariffDraft(draft)).toEqual([]);
  });

  it.each<[string, Partial<TariffDraft> | TariffDraft, keyof TariffDraft, TariffIssueCode]>([
    ['no kind', { kind: '' }, 'kind', 'required'],
    ['an unknown kind', { kind: 'rent' as TariffDraft['kind'] }, 'kind', 'unknownValue'],
    ['no mode', { mode: '' }, 'mode', 'required'],
    ['an unknown mode', { mode: 'SEA' as TariffDraft['mode'] }, 'mode', 'unknownValue'],
    [
      'an unknown direction',
      { direction: 'inbound' as TariffDraft['direction'] },
      'direction',
      'unknownValue',
    ],
    [
      'an unknown cargo type',
      { cargoType: 'frozen' as TariffDraft['cargoType'] },
      'cargoType',
      'unknownValue',
    ],
    ['no origin', { origin: '  ' }, 'origin', 'required'],
    ['an airport code on ocean', { origin: 'PVG' }, 'origin', 'locationCode'],
    ['a place name on ocean', { destination: 'Manzanillo' }, 'destination', 'locationCode'],
    ['a LOCODE with a 0', { destination: 'MXZL0' }, 'destination', 'locationCode'],
    ['the same place twice', { destination: 'cn sha' }, 'destination', 'sameLane'],
    ['no charge', { charge: ' ' }, 'charge', 'required'],
    ['no basis', { basis: '' }, 'basis', 'required'],
    ['an unknown basis', { basis: 'pallet' as TariffDraft['basis'] }, 'basis', 'unknownValue'],
    ['W/M on FCL', { basis: 'wm', containerType: '' }, 'basis', 'basisForMode'],
    ['the container basis without a type', { containerType: '' }, 'containerType', 'required'],
    ['an unknown container type', { containerType: '99X9' }, 'containerType', 'containerType'],
    ['no currency', { currency: '' }, 'currency', 'required'],
    ['a currency symbol', { currency: 'US$' }, 'currency', 'currency'],
    ['a two-letter currency', { currency: 'MX' }, 'currency', 'currency'],
    ['no amount', { amount: null }, 'amount', 'required'],
    ['an amount that is not a number', { amount: Number.NaN }, 'amount', 'required'],
    ['a negative amount', { amount: -1 }, 'amount', 'negative'],
    ['a negative minimum', { minAmount: -0.01 }, 'minAmount', 'negative'],
    [
      'descending breaks',
      {
        breaks: [
          { fromQty: 100, amount: 3 },
          { fromQty: 45, amount: 4 },
        ],
      },
      'breaks',
      'breaks',
    ],
    [
      'a repeated break',
      {
        breaks: [
          { fromQty: 45, amount: 3 },
          { fromQty: 45, amount: 4 },
        ],
      },
      'breaks',
      'breaks',
    ],
    ['a break from zero', { breaks: [{ fromQty: 0, amount: 3 }] }, 'breaks', 'breaks'],
    ['a negative break amount', { breaks: [{ fromQty: 10, amount: -3 }] }, 'breaks', 'breaks'],
    ['no start', { validFrom: '' }, 'validFrom', 'required'],
    ['an impossible start', { validFrom: '2026-02-30' }, 'validFrom', 'date'],
    ['a Mexican-style date', { validFrom: '01/05/2026' }, 'validFrom', 'date'],
    ['a date with a time', { validTo: '2026-05-31 00:00:00.000Z' }, 'validTo', 'date'],
    ['an end before the start', { validTo: '2026-04-30' }, 'validTo', 'validityOrder'],
    ['negative transit days', { transitDays: -2 }, 'transitDays', 'negative'],
    ['fractional transit days', { transitDays: 2.5 }, 'transitDays', 'notInteger'],
    ['fractional free days', { freeDays: 7.1 }, 'freeDays', 'notInteger'],
  ])('reports %s', (_name, change, field, code) => {
    expect(validateTariffDraft(fclDraft(change))).toEqual([{ field, code }]);
  });

  it.each<[string, Partial<TariffDraft>, keyof TariffDraft, TariffIssueCode]>([
    ['a LOCODE on air', { origin: 'CNPVG' }, 'origin', 'locationCode'],
    ['a four-letter code on air', { destination: 'MMGL' }, 'destination', 'locationCode'],
    ['per TEU on air', { basis: 'teu' }, 'basis', 'basisForMode'],
    ['a container type on air', { containerType: '22G1' }, 'containerType', 'containerType'],
  ])('reports %s', (_name, change, field, code) => {
    const issues = validateTariffDraft(airDraft(change));
    expect(issues).toContainEqual({ field, code });
    expect(issues.filter((it) => it.field !== field)).toEqual([]);
  });

  it('reports per container on air on the basis and the container type', () => {
    expect(validateTariffDraft(airDraft({ basis: 'container', containerType: '45G1' }))).toEqual([
      { field: 'basis', code: 'basisForMode' },
      { field: 'containerType', code: 'containerType' },
    ]);
  });

  it('reports TEU on LCL and accepts it on FCL', () => {
    expect(validateTariffDraft(fclDraft({ basis: 'teu', containerType: '' }))).toEqual([]);
    expect(validateTariffDraft(fclDraft({ mode: 'LCL', basis: 'teu', containerType: '' }))).toEqual(
      [{ field: 'basis', code: 'basisForMode' }],
    );
  });

  it('accepts either kind of place code while the mode is unknown', () => {
    const issues = validateTariffDraft(fclDraft({ mode: '', origin: 'MEX', destination: 'MXZLO' }));
    expect(issues).toEqual([{ field: 'mode', code: 'required' }]);
  });

  it('lists one issue per field in the draft order', () => {
    const draft = fclDraft({
      kind: '',
      origin: 'x',
      amount: -5,
      validFrom: '2026-13-01',
      freeDays: -1,
    });
    expect(validateTariffDraft(draft)).toEqual([
      { field: 'kind', code: 'required' },
      { field: 'origin', code: 'locationCode' },
      { field: 'amount', code: 'negative' },
      { field: 'validFrom', code: 'date' },
      { field: 'freeDays', code: 'negative' },
    ]);
  });

  it('has a case for every issue code', () => {
    const drafts: TariffDraft[] = [
      fclDraft({ kind: '', mode: 'SEA' as TariffDraft['mode'], origin: 'Shanghai' }),
      fclDraft({ destination: 'CNSHA', currency: 'usd$', amount: -1, transitDays: 1.5 }),
      fclDraft({ validFrom: '2026-02-31', containerType: 'X' }),
      fclDraft({ validTo: '2026-01-01', basis: 'kg', breaks: [{ fromQty: -1, amount: 1 }] }),
    ];
    const seen = new Set(drafts.flatMap(validateTariffDraft).map((it) => it.code));
    expect([...seen].sort()).toEqual([...TARIFF_ISSUE_CODES].sort());
  });
});
