import { describe, expect, it } from 'vitest';
import { matchesScope, scopeFilter } from './record-scope.ts';

describe('scopeFilter', () => {
  it('gives no filter for a missing or empty scope', () => {
    expect(scopeFilter(undefined)).toBe('');
    expect(scopeFilter({})).toBe('');
  });

  it('joins field equalities with && in the order given', () => {
    expect(scopeFilter({ company: 'abc', user: 'xyz' })).toBe("company = 'abc' && user = 'xyz'");
  });

  it('escapes quotes so a value cannot end its string early', () => {
    expect(scopeFilter({ company: "a' || company != 'b" })).toBe(
      "company = 'a\\' || company != \\'b'",
    );
  });
});

describe('matchesScope', () => {
  const record = { id: 'r1', company: 'abc', user: 'u1' };

  it('accepts every record without a scope', () => {
    expect(matchesScope(record, undefined)).toBe(true);
  });

  it('needs every scoped field to be equal', () => {
    expect(matchesScope(record, { company: 'abc' })).toBe(true);
    expect(matchesScope(record, { company: 'abc', user: 'u1' })).toBe(true);
    expect(matchesScope(record, { company: 'abc', user: 'u2' })).toBe(false);
    expect(matchesScope(record, { company: 'other' })).toBe(false);
  });

  it('does not match a record that lacks the field', () => {
    expect(matchesScope({ id: 'r2' }, { company: 'abc' })).toBe(false);
  });
});
