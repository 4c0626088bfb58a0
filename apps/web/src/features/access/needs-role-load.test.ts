import { describe, expect, it } from 'vitest';
import { needsRoleLoad } from './needs-role-load.ts';

describe('needsRoleLoad (SPEC §6)', () => {
  it.each([
    ['no role, own domain', { role: '', email: 'ana@rumbo.test' }, true],
    ['blank role, own domain', { role: '  ', email: 'ana@rumbo.test' }, true],
    ['no role, own domain in capitals', { role: '', email: ' Ana@RUMBO.mx ' }, true],
    ['no role, own country domain', { role: '', email: 'ana@rumbo.com.mx' }, true],
    ['no role, own subdomain', { role: '', email: 'ana@ops.rumbo.mx' }, true],
    ['has a role', { role: 'staff', email: 'ana@rumbo.test' }, false],
    ['admin role', { role: 'rumbo_admin', email: 'admin@rumbo.test' }, false],
    ['no role, customer domain', { role: '', email: 'staff@golfo.test' }, false],
    ['no role, look-alike domain', { role: '', email: 'x@notrumbo.test' }, false],
    ['no role, own name as a subdomain elsewhere', { role: '', email: 'x@rumbo.evil.com' }, false],
    ['no role, no email', { role: '', email: '' }, false],
  ])('%s → %s', (_name, user, expected) => {
    expect(needsRoleLoad(user)).toBe(expected);
  });

  it('is false without a user', () => {
    expect(needsRoleLoad(null)).toBe(false);
  });
});
