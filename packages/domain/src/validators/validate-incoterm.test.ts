import { describe, expect, it } from 'vitest';
import { INCOTERMS_2020, validateIncoterm } from './validate-incoterm.ts';

describe('INCOTERMS_2020', () => {
  it('lists the 11 rules, four of them sea-only', () => {
    expect(INCOTERMS_2020.map((rule) => rule.code)).toEqual([
      'EXW',
      'FCA',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
      'FAS',
      'FOB',
      'CFR',
      'CIF',
    ]);
    expect(INCOTERMS_2020.filter((rule) => rule.seaOnly).map((rule) => rule.code)).toEqual([
      'FAS',
      'FOB',
      'CFR',
      'CIF',
    ]);
  });
});

describe('validateIncoterm', () => {
  it.each([
    ['FOB', 'ocean', []],
    ['cif', 'ocean', []],
    ['FCA', 'air', []],
    [' dap ', 'land', []],
    ['EXW', 'ocean', []],
    ['FOB', 'air', ['incoterm_sea_only']],
    ['FAS', 'land', ['incoterm_sea_only']],
    ['CFR', 'air', ['incoterm_sea_only']],
    ['CIF', 'land', ['incoterm_sea_only']],
  ] as const)('%s on %s → warnings %j', (code, mode, warnings) => {
    const result = validateIncoterm({ code, mode });
    expect(result.ok && result.warnings.map((w) => w.code)).toEqual(warnings);
  });

  it('suggests the any-mode equivalents', () => {
    expect(validateIncoterm({ code: 'FOB', mode: 'air' })).toEqual({
      ok: true,
      value: { code: 'FOB', name: 'Free on Board', seaOnly: true },
      warnings: [
        {
          code: 'incoterm_sea_only',
          message: 'FOB is for sea transport only; consider FCA, CPT or CIP for air shipments.',
        },
      ],
    });
  });

  it.each([
    ['DAT (replaced in 2020)', 'DAT', 'validation_in_invalid'],
    ['unknown', 'XYZ', 'validation_in_invalid'],
    ['with version suffix', 'FOB 2020', 'validation_in_invalid'],
    ['empty', '', 'validation_required'],
    ['not a string', undefined, 'validation_required'],
  ])('rejects %s', (_name, code, expected) => {
    expect(validateIncoterm({ code, mode: 'ocean' })).toMatchObject({ ok: false, code: expected });
  });
});
