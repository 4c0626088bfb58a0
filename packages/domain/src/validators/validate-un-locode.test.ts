import { describe, expect, it } from 'vitest';
import { validateUnLocode } from './validate-un-locode.ts';

describe('validateUnLocode', () => {
  it.each([
    ['MXZLO', 'MXZLO', 'MX', 'ZLO'],
    ['MX ZLO', 'MXZLO', 'MX', 'ZLO'],
    ['mx ver', 'MXVER', 'MX', 'VER'],
    ['  BE ANR ', 'BEANR', 'BE', 'ANR'],
    ['XZ2A9', 'XZ2A9', 'XZ', '2A9'],
  ])('accepts %j', (input, code, country, location) => {
    expect(validateUnLocode(input)).toEqual({
      ok: true,
      value: { code, country, location },
      warnings: [],
    });
  });

  it.each([
    ['empty', '', 'validation_required'],
    ['blank', '   ', 'validation_required'],
    ['not a string', 12345, 'validation_required'],
    ['digit 0', 'MXZL0', 'validation_match_invalid'],
    ['digit 1', 'MX1LO', 'validation_match_invalid'],
    ['two spaces', 'MX  ZLO', 'validation_match_invalid'],
    ['hyphen', 'MX-ZLO', 'validation_match_invalid'],
    ['too short', 'MXZL', 'validation_match_invalid'],
    ['too long', 'MXZLOO', 'validation_match_invalid'],
    ['digit in country', 'M2ZLO', 'validation_match_invalid'],
  ])('rejects %s', (_name, input, code) => {
    expect(validateUnLocode(input)).toMatchObject({ ok: false, code });
  });
});
