import { describe, expect, it } from 'vitest';
import { isPlatformAdmin } from './is-platform-admin.ts';

describe('isPlatformAdmin', () => {
  it.each([
    [{ role: 'rumbo_admin' }, true],
    [{ role: 'Rumbo-Admin' }, true],
    [{ role: ' rumbo_admin ' }, true],
    [{ role: 'admin' }, false],
    [{ role: 'rumbo_superuser' }, false],
    [{ role: null }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (user, expected) => {
    expect(isPlatformAdmin(user)).toBe(expected);
  });
});
