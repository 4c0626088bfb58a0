import { describe, expect, it } from 'vitest';
import { canManageCompany } from './can-manage-company.ts';

describe('canManageCompany', () => {
  it.each([
    ['platform admin', { role: 'rumbo_admin' }, null, true],
    ['superuser role', { role: 'rumbo_superuser' }, null, true],
    ['listed superuser', { id: 'u1', role: 'staff' }, { superusers: ['u1'] }, true],
    ['staff', { id: 'u2', role: 'staff' }, { superusers: ['u1'] }, false],
    ['no role', { id: 'u2' }, {}, false],
    ['nobody', null, null, false],
  ])('%s → %s', (_name, user, company, expected) => {
    expect(canManageCompany(user, company)).toBe(expected);
  });
});
