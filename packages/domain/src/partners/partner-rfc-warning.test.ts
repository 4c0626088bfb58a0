import { describe, expect, it } from 'vitest';
import { partnerRfcWarning } from './partner-rfc-warning.ts';

describe('partnerRfcWarning', () => {
  it.each([
    ['blank', '', 'persona', null],
    ['spaces only', '   ', 'empresa', null],
    ['not text', 42, 'empresa', null],
    ['valid persona', 'GODE561231GR8', 'persona', null],
    ['valid empresa', 'EKU9003173C9', 'empresa', null],
    ['lower case and hyphens', 'eku-900317-3c9', 'empresa', null],
    ['valid, type unknown', 'EKU9003173C9', '', null],
    ['generic RFC for any type', 'XAXX010101000', 'empresa', null],
    ['bad format', 'ABC123', 'empresa', { code: 'rfc_format' }],
    ['not a real date', 'GODE561331GR8', 'persona', { code: 'rfc_date' }],
    ['persona with 12', 'EKU9003173C9', 'persona', { code: 'rfc_length', expectedLength: 13 }],
    ['empresa with 13', 'GODE561231GR8', 'empresa', { code: 'rfc_length', expectedLength: 12 }],
    ['check digit', 'GODE561231GR9', 'persona', { code: 'rfc_check_digit', expectedDigit: '8' }],
    ['check digit A', 'MHTR930411791', 'persona', { code: 'rfc_check_digit', expectedDigit: 'A' }],
    [
      'real RFC failing it',
      'LME060822IH5',
      'empresa',
      { code: 'rfc_check_digit', expectedDigit: '3' },
    ],
  ] as const)('%s: %j as %s', (_name, rfc, tipo, expected) => {
    expect(partnerRfcWarning(rfc, tipo)).toEqual(expected);
  });
});
