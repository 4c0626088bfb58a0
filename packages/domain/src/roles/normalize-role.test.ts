import { describe, expect, it } from 'vitest';
import { normalizeRole } from './normalize-role.ts';

describe('normalizeRole', () => {
  it.each([
    ['rumbo_admin', 'rumbo_admin'],
    ['Rumbo-Admin', 'rumbo_admin'],
    ['  RUMBO-SUPERUSER  ', 'rumbo_superuser'],
    ['Super-User-X', 'super_user_x'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [1, ''],
  ])('%j → %j', (role, expected) => {
    expect(normalizeRole(role)).toBe(expected);
  });
});
