import { describe, expect, it } from 'vitest';
import { companyIdForUser } from './company-id-for-user.ts';

describe('companyIdForUser', () => {
  it.each([
    ['platform admin with a company', { role: 'rumbo_admin', company: 'abc' }, ''],
    ['platform admin, any spelling', { role: 'Rumbo-Admin', company: 'abc' }, ''],
    ['staff', { role: 'staff', company: 'abcdefghij12345' }, 'abcdefghij12345'],
    ['superuser', { role: 'rumbo_superuser', company: ' C001 ' }, 'C001'],
    ['no company', { role: 'staff' }, ''],
    ['null company', { company: null }, ''],
    ['no user', null, ''],
  ])('%s → %j', (_name, user, expected) => {
    expect(companyIdForUser(user)).toBe(expected);
  });
});
