import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { indexWarnings, warningPath, warningText } from './form-warnings.ts';

describe('form warnings', () => {
  it('names sub-list fields with dots, whichever way the validator wrote them', () => {
    expect(warningPath('containersList[2].number')).toBe('containersList.2.number');
    expect(warningPath('uldsList.0.uldNumber')).toBe('uldsList.0.uldNumber');
  });

  it('keeps the first warning of a field', () => {
    const first = { field: 'awb', code: 'awb_check_digit', expected: '5', message: 'a' };
    const byPath = indexWarnings([first, { field: 'awb', code: 'other', message: 'b' }]);
    expect(byPath.get('awb')).toBe(first);
  });

  it('says check digits in the catalogue’s words and other warnings as the validator does', () => {
    const t = i18n.t.bind(i18n);
    const digit = { field: 'x', code: 'container_check_digit', expected: '3', message: 'm' };
    expect(warningText(t, digit)).toBe('check digit should be 3');
    expect(warningText(t, { field: 'x', code: 'hs_code_format', message: 'bad hs' })).toBe(
      'bad hs',
    );
  });
});
