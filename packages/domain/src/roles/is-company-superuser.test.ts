import { describe, expect, it } from 'vitest';
import { isCompanySuperuser } from './is-company-superuser.ts';

describe('isCompanySuperuser', () => {
  it.each([
    ['rumbo_superuser role', { id: 'u1', role: 'rumbo_superuser' }, {}, true],
    ['superuser role', { id: 'u1', role: 'SuperUser' }, null, true],
    ['hyphenated role', { role: 'rumbo-superuser' }, null, true],
    ['listed in superusers', { id: 'u1', role: 'staff' }, { superusers: ['u0', 'u1'] }, true],
    ['listed in superuser (list)', { id: 'u1' }, { superuser: ['u1'] }, true],
    ['listed in superuser (single id)', { id: 'u1' }, { superuser: 'u1' }, true],
    ['superusers as a single id', { id: 'u1' }, { superusers: 'u1' }, true],
    ['not listed', { id: 'u2', role: 'staff' }, { superusers: ['u1'], superuser: 'u3' }, false],
    ['no user id', { role: 'staff' }, { superusers: [''] }, false],
    ['blank user id', { id: '  ' }, { superusers: ['', '  '] }, false],
    ['platform admin is not a superuser', { id: 'a1', role: 'rumbo_admin' }, {}, false],
    ['no company', { id: 'u1' }, null, false],
    ['null lists', { id: 'u1' }, { superusers: null, superuser: null }, false],
    ['no user', null, { superusers: ['u1'] }, false],
  ])('%s → %s', (_name, user, company, expected) => {
    expect(isCompanySuperuser(user, company)).toBe(expected);
  });
});
