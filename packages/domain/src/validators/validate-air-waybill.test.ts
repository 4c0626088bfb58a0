import { describe, expect, it } from 'vitest';
import { validateAirWaybill } from './validate-air-waybill.ts';

describe('validateAirWaybill', () => {
  it.each([
    ['176-12345675', '17612345675', '176-12345675'],
    ['020-81140743', '02081140743', '020-81140743'],
    ['17612345675', '17612345675', '176-12345675'],
    [' 020 8114 0743 ', '02081140743', '020-81140743'],
    ['000-00000000', '00000000000', '000-00000000'],
  ])('accepts %j', (input, awb, formatted) => {
    expect(validateAirWaybill(input)).toMatchObject({
      ok: true,
      value: { awb, formatted },
      warnings: [],
    });
  });

  it('returns the parts', () => {
    expect(validateAirWaybill('176-12345675')).toEqual({
      ok: true,
      value: {
        awb: '17612345675',
        formatted: '176-12345675',
        prefix: '176',
        serial: '1234567',
        checkDigit: '5',
      },
      warnings: [],
    });
  });

  it.each([
    ['wrong check digit', '176-12345674', 'validation_invalid_check_digit', '5'],
    ['check digit 7 is impossible', '176-12345677', 'validation_invalid_check_digit', '5'],
    ['check digit 9 is impossible', '020-81140749', 'validation_invalid_check_digit', '3'],
    ['empty', '', 'validation_required', undefined],
    ['not a string', 17612345675, 'validation_required', undefined],
    ['hyphen in the wrong place', '1761-2345675', 'validation_match_invalid', undefined],
    ['two hyphens', '176--12345675', 'validation_match_invalid', undefined],
    ['too short', '176-1234567', 'validation_match_invalid', undefined],
    ['letters', 'EK-12345675', 'validation_match_invalid', undefined],
  ])('rejects %s', (_name, input, code, expected) => {
    const result = validateAirWaybill(input);
    expect(result).toMatchObject({ ok: false, code });
    if (!result.ok) expect(result.expected).toBe(expected);
  });
});
