import { describe, expect, it } from 'vitest';
import { assertVersion, expectedVersion, nextVersion } from './record-version.ts';

describe('expectedVersion', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['*', null],
    ['"2026-01-01 10:00:00.000Z"', '2026-01-01 10:00:00.000Z'],
    ['W/"2026-01-01 10:00:00.000Z"', '2026-01-01 10:00:00.000Z'],
    ['2026-01-01 10:00:00.000Z', '2026-01-01 10:00:00.000Z'],
    ['"a", "b"', 'a'],
  ])('reads %j as %j', (header, version) => {
    expect(expectedVersion(header)).toBe(version);
  });
});

describe('nextVersion', () => {
  const now = new Date('2026-03-01T12:00:00.500Z');
  it.each([
    ['an older version', '2026-03-01 11:59:59.000Z', '2026-03-01 12:00:00.500Z'],
    ['a version of this millisecond', '2026-03-01 12:00:00.500Z', '2026-03-01 12:00:00.501Z'],
    ['a version ahead of the clock', '2026-03-01 12:00:05.000Z', '2026-03-01 12:00:05.001Z'],
    ['no version', '', '2026-03-01 12:00:00.500Z'],
    ['an unreadable version', 'soon', '2026-03-01 12:00:00.500Z'],
  ])('after %s', (_name, previous, next) => {
    expect(nextVersion(previous, now)).toBe(next);
  });
});

describe('assertVersion', () => {
  const record = { id: 'r1', updated: '2026-03-01 12:00:00.500Z' };
  it('passes without a condition or at the same version', () => {
    expect(() => assertVersion(record, null)).not.toThrow();
    expect(() => assertVersion(record, '2026-03-01 12:00:00.500Z')).not.toThrow();
  });
  it('refuses another version with a 409', () => {
    expect(() => assertVersion(record, '2026-03-01 12:00:00.499Z')).toThrow(
      expect.objectContaining({ status: 409 }),
    );
  });
});
