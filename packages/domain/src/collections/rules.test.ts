import { describe, expect, it } from 'vitest';
import { allOf, anyOf, companyOwnedRules, keepsField } from './rules.ts';

describe('rule fragments', () => {
  it.each([
    [allOf('a = 1', 'b = 2'), 'a = 1 && b = 2'],
    [anyOf('a = 1', 'b = 2'), '(a = 1 || b = 2)'],
    [anyOf('a = 1', allOf('b = 2', 'c = 3')), '(a = 1 || (b = 2 && c = 3))'],
    [anyOf('a = 1', '(b = 2 && c = 3)'), '(a = 1 || (b = 2 && c = 3))'],
    [anyOf('a = 1', '(b = 2) && (c = 3)'), '(a = 1 || ((b = 2) && (c = 3)))'],
    [allOf('a = 1', anyOf('b = 2', 'c = 3')), 'a = 1 && (b = 2 || c = 3)'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('lets a field through when absent or unchanged', () => {
    expect(keepsField('company')).toBe(
      '(@request.data.company:isset = false || @request.data.company = company)',
    );
  });

  it('narrows company-owned rules to an owner and pins the owner field', () => {
    const rules = companyOwnedRules({
      ownerCondition: 'user = @request.auth.id',
      ownerField: 'user',
    });
    expect(rules.listRule).toContain('user = @request.auth.id');
    expect(rules.updateRule).toContain(keepsField('user'));
  });
});
