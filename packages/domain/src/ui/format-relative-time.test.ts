import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.ts';

const NOW = '2026-03-01T00:00:00.000Z';

describe('formatRelativeTime', () => {
  it.each([
    ['same instant', NOW, 'just now'],
    ['59 s', '2026-02-28T23:59:01.000Z', 'just now'],
    ['slightly in the future', '2026-03-01T00:00:30.000Z', 'just now'],
    ['1 min', '2026-02-28T23:59:00.000Z', '1 min ago'],
    ['59 min 59 s', '2026-02-28T23:00:01.000Z', '59 min ago'],
    ['1 h', '2026-02-28T23:00:00.000Z', '1 h ago'],
    ['23 h 59 min', '2026-02-28T00:01:00.000Z', '23 h ago'],
    ['1 d', '2026-02-28T00:00:00.000Z', '1 d ago'],
    ['across a month end', '2026-01-30T00:00:00.000Z', '30 d ago'],
    ['across a year', '2025-03-01T00:00:00.000Z', '365 d ago'],
    ['Date input', new Date('2026-02-28T22:00:00.000Z'), '2 h ago'],
    ['PocketBase format', '2026-02-28 23:30:00.000Z', '30 min ago'],
    ['unreadable', 'yesterday', ''],
    ['empty', '', ''],
    ['missing', undefined, ''],
  ])('%s → %j', (_name, at, expected) => {
    expect(formatRelativeTime({ at, now: NOW })).toBe(expected);
  });

  it('throws for a malformed now', () => {
    expect(() => formatRelativeTime({ at: NOW, now: 'x' })).toThrow(RangeError);
  });
});
