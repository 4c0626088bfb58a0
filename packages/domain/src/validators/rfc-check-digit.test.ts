import { describe, expect, it } from 'vitest';
import { rfcCheckDigit } from './rfc-check-digit.ts';

describe('rfcCheckDigit', () => {
  it.each([
    ['GODE561231GR8', '8'],
    ['MHTR93041179A', 'A'],
    ['EKU9003173C9', '9'],
    ['IIA040805DZ4', '4'],
    ['LME060822IH5', '3'],
    ['XAXX010101000', '4'],
  ])('%s → %s', (rfc, digit) => {
    expect(rfcCheckDigit(rfc)).toBe(digit);
  });
});
