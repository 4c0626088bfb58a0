import { describe, expect, it } from 'vitest';
import { milestoneDueAt } from './milestone-due-at.ts';

describe('milestoneDueAt', () => {
  it.each([
    ['weekday', '2026-01-05T10:00:00-06:00', '2026-01-06T16:00:00.000Z'],
    ['Friday rolls to Monday', '2026-01-09T10:00:00-06:00', '2026-01-12T16:00:00.000Z'],
    ['Saturday counts from Monday 00:00', '2026-01-10T09:00:00-06:00', '2026-01-13T06:00:00.000Z'],
    ['PocketBase string', '2026-01-05 16:00:00.000Z', '2026-01-06T16:00:00.000Z'],
    ['zone-less string is UTC−6', '2026-01-05T10:00', '2026-01-06T16:00:00.000Z'],
    ['Date input', new Date('2026-01-05T16:00:00Z'), '2026-01-06T16:00:00.000Z'],
    ['year end Thursday', '2026-12-31T10:00:00-06:00', '2027-01-01T16:00:00.000Z'],
  ])('%s', (_name, estimated, expected) => {
    expect(milestoneDueAt(estimated)?.toISOString()).toBe(expected);
  });

  it.each([[''], ['n/a'], [null], [undefined], [new Date('x')]])(
    'returns null for %j',
    (estimated) => {
      expect(milestoneDueAt(estimated)).toBeNull();
    },
  );
});
