import { describe, expect, it } from 'vitest';
import { containerCheckDigit, validateContainerNumber } from './validate-container-number.ts';

describe('validateContainerNumber', () => {
  it.each([
    ['CSQU3054383', 'CSQU3054383', '3'],
    ['MWCU6059784', 'MWCU6059784', '4'],
    ['CBHU3202732', 'CBHU3202732', '2'],
    ['csqu 305438-3', 'CSQU3054383', '3'],
    [' CSQU-305438-3 ', 'CSQU3054383', '3'],
  ])('accepts %j', (input, number, checkDigit) => {
    expect(validateContainerNumber(input)).toMatchObject({
      ok: true,
      value: { number, checkDigit },
      warnings: [],
    });
  });

  it('returns the parts', () => {
    expect(validateContainerNumber('CSQU3054383')).toEqual({
      ok: true,
      value: {
        number: 'CSQU3054383',
        ownerCode: 'CSQ',
        category: 'U',
        serial: '305438',
        checkDigit: '3',
      },
      warnings: [],
    });
  });

  it.each([
    ['wrong check digit', 'CSQU3054384', 'validation_invalid_check_digit', '3'],
    ['transposed serial digits', 'CSQU3045383', 'validation_invalid_check_digit', '1'],
    ['empty', '', 'validation_required', undefined],
    ['only separators', ' - ', 'validation_required', undefined],
    ['not a string', 3054383, 'validation_required', undefined],
    ['bad category letter', 'CSQX3054383', 'validation_match_invalid', undefined],
    ['too short', 'CSQU305438', 'validation_match_invalid', undefined],
    ['too long', 'CSQU30543833', 'validation_match_invalid', undefined],
    ['digit in owner code', 'CS1U3054383', 'validation_match_invalid', undefined],
    ['other punctuation', 'CSQU.3054383', 'validation_match_invalid', undefined],
  ])('rejects %s', (_name, input, code, expected) => {
    const result = validateContainerNumber(input);
    expect(result).toMatchObject({ ok: false, code });
    if (!result.ok) expect(result.expected).toBe(expected);
  });

  it('explains the expected check digit', () => {
    expect(validateContainerNumber('CSQU3054384')).toEqual({
      ok: false,
      code: 'validation_invalid_check_digit',
      message: 'Invalid check digit; expected 3.',
      expected: '3',
    });
  });
});

describe('containerCheckDigit', () => {
  it.each([
    ['CSQU305438', '3'],
    ['MWCU605978', '4'],
    ['CBHU320273', '2'],
    // Sums 2089 and 4905 leave a remainder of 10, which gives 0.
    ['CSQU305430', '0'],
    ['CSQU305445', '0'],
  ])('%s → %s', (first10, digit) => {
    expect(containerCheckDigit(first10)).toBe(digit);
  });
});
