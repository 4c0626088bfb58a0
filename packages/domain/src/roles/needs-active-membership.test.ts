import { describe, expect, it } from 'vitest';
import { needsActiveMembership } from './needs-active-membership.ts';

describe('needsActiveMembership', () => {
  it.each([
    [{ role: 'rumbo_admin' }, false],
    [{ role: 'RUMBO-ADMIN' }, false],
    [{ role: 'rumbo_superuser' }, true],
    [{ role: 'staff' }, true],
    [{}, true],
    [null, true],
  ])('%j → %s', (user, expected) => {
    expect(needsActiveMembership(user)).toBe(expected);
  });
});
