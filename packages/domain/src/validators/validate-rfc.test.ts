import { describe, expect, it } from 'vitest';
import { validateRfc } from './validate-rfc.ts';

describe('validateRfc', () => {
  it.each([
    ['GODE561231GR8', 'fisica', false],
    ['MHTR93041179A', 'fisica', false],
    ['EKU9003173C9', 'moral', false],
    ['IIA040805DZ4', 'moral', false],
    ['XAXX010101000', 'fisica', true],
    ['XEXX010101000', 'fisica', true],
  ] as const)('accepts %s without warnings', (rfc, kind, isGeneric) => {
    expect(validateRfc(rfc)).toEqual({ ok: true, value: { rfc, kind, isGeneric }, warnings: [] });
  });

  it.each([
    [' gode-561231-gr8 ', 'GODE561231GR8'],
    ['eku 900317 3c9', 'EKU9003173C9'],
    ['xaxx010101000', 'XAXX010101000'],
  ])('normalises %j', (input, rfc) => {
    expect(validateRfc(input)).toMatchObject({ ok: true, value: { rfc }, warnings: [] });
  });

  it('warns, without failing, on a check digit mismatch (real SAT RFC)', () => {
    expect(validateRfc('LME060822IH5')).toEqual({
      ok: true,
      value: { rfc: 'LME060822IH5', kind: 'moral', isGeneric: false },
      warnings: [
        {
          code: 'rfc_check_digit_mismatch',
          message: 'The RFC check digit should be 3; confirm the RFC with the SAT certificate.',
        },
      ],
    });
  });

  it.each([
    // Only the check digit differs from a valid RFC: warnings, not failures.
    ['GODE561231GR9'],
    ['MHTR930411790'],
  ])('warns for %s', (rfc) => {
    const result = validateRfc(rfc);
    expect(result.ok && result.warnings.map((w) => w.code)).toEqual(['rfc_check_digit_mismatch']);
  });

  it.each([
    ['leap day 2000', 'ABC000229AB1'],
    ['leap day 1996', 'ABCD960229AB1'],
    ['Ñ and & in the letters', 'ÑA&000101AB1'],
    ['lower-case ñ', 'ñab000101ab1'],
    ['homoclave starting with V', 'ABC000101VA1'],
    ['last day of December', 'ABC001231AB1'],
  ])('passes the format and date checks: %s', (_name, rfc) => {
    expect(validateRfc(rfc).ok).toBe(true);
  });

  it.each([
    ['empty', '', 'validation_required'],
    ['not a string', null, 'validation_required'],
    ['too short', 'GOD561231GR', 'validation_match_invalid'],
    ['too long', 'GODEX561231GR8', 'validation_match_invalid'],
    ['digits in the letters', 'G0DE561231GR8', 'validation_match_invalid'],
    ['homoclave starting with W', 'GODE561231WR8', 'validation_match_invalid'],
    ['homoclave starting with 0', 'GODE5612310R8', 'validation_match_invalid'],
    ['check character other than A or a digit', 'GODE561231GRB', 'validation_match_invalid'],
    ['Feb 29 in a non-leap year', 'ABC010229AB1', 'validation_invalid_date'],
    ['month 13', 'ABC001301AB1', 'validation_invalid_date'],
    ['month 00', 'ABC000001AB1', 'validation_invalid_date'],
    ['day 00', 'ABC000100AB1', 'validation_invalid_date'],
    ['April 31', 'ABC000431AB1', 'validation_invalid_date'],
    ['Feb 30', 'ABCD000230AB1', 'validation_invalid_date'],
  ])('rejects %s', (_name, input, code) => {
    expect(validateRfc(input)).toMatchObject({ ok: false, code });
  });
});
