import { describe, expect, it } from 'vitest';
import { companySuperuserIds, superuserFields } from './company-superusers.ts';

describe('companySuperuserIds', () => {
  it.each([
    ['list and single, once each', { superusers: ['a', 'b'], superuser: 'a' }, ['a', 'b']],
    ['single only', { superuser: 'c' }, ['c']],
    ['single as a list', { superuser: ['d', ' '] }, ['d']],
    ['blank values dropped', { superusers: [' ', 'e '], superuser: '' }, ['e']],
    ['none', {}, []],
    ['no company', null, []],
  ])('%s', (_name, company, expected) => {
    expect(companySuperuserIds(company)).toEqual(expected);
  });
});

describe('superuserFields', () => {
  it('keeps the first chosen one as `superuser`', () => {
    expect(superuserFields(['u1', 'u2', 'u1'])).toEqual({
      superusers: ['u1', 'u2'],
      superuser: 'u1',
    });
  });

  it('clears both for none', () => {
    expect(superuserFields([])).toEqual({ superusers: [], superuser: '' });
  });
});
