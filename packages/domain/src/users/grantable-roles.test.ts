import { describe, expect, it } from 'vitest';
import { grantableRoles, roleRank } from './grantable-roles.ts';

const ADMIN = { id: 'a1', role: 'rumbo_admin', company: '' };
const SUPER = { id: 's1', role: 'rumbo_superuser', company: 'c1' };
const LISTED = { id: 'l1', role: 'staff', company: 'c1' };
const STAFF = { id: 'u1', role: 'staff', company: 'c1' };
const COMPANY = { superusers: ['l1'] };

describe('grantableRoles', () => {
  it.each([
    ['admin creating', ADMIN, null, undefined, ['staff', 'rumbo_superuser']],
    ['admin editing staff', ADMIN, null, STAFF, ['staff', 'rumbo_superuser']],
    ['superuser role creating', SUPER, COMPANY, undefined, ['staff', 'rumbo_superuser']],
    ['listed superuser creating', LISTED, COMPANY, undefined, ['staff', 'rumbo_superuser']],
    ['superuser editing staff', SUPER, COMPANY, STAFF, ['staff', 'rumbo_superuser']],
    ['superuser editing themselves', SUPER, COMPANY, SUPER, ['rumbo_superuser']],
    ['listed superuser editing themselves', LISTED, COMPANY, LISTED, ['staff']],
    ['superuser editing an admin', SUPER, COMPANY, ADMIN, []],
    [
      'superuser editing a plain superuser',
      SUPER,
      COMPANY,
      { id: 'x', role: 'SuperUser' },
      ['staff', 'rumbo_superuser'],
    ],
    ['staff creating', STAFF, COMPANY, undefined, []],
    ['staff editing themselves', STAFF, COMPANY, STAFF, ['staff']],
    ['staff editing a colleague', STAFF, COMPANY, LISTED, []],
    ['nobody', null, null, undefined, []],
  ])('%s', (_name, caller, callerCompany, target, expected) => {
    expect(grantableRoles({ caller, callerCompany, target })).toEqual(expected);
  });
});

describe('roleRank', () => {
  it.each([
    ['rumbo_admin', 2],
    ['Rumbo-Admin', 2],
    ['rumbo_superuser', 1],
    ['superuser', 1],
    ['staff', 0],
    ['', 0],
    [null, 0],
    ['admin', 0],
  ])('%j → %d', (role, rank) => {
    expect(roleRank(role)).toBe(rank);
  });
});
