import { describe, expect, it } from 'vitest';
import { relativeTimeParts } from './relative-time.ts';

const now = new Date('2026-03-11T18:00:00.000Z');

describe('relativeTimeParts', () => {
  it.each([
    ['2026-03-11 17:59:30.000Z', { unit: 'justNow', count: 0 }],
    ['2026-03-11 18:05:00.000Z', { unit: 'justNow', count: 0 }],
    ['2026-03-11 17:01:00.000Z', { unit: 'minutes', count: 59 }],
    ['2026-03-11 06:00:00.000Z', { unit: 'hours', count: 12 }],
    ['2026-03-08 17:00:00.000Z', { unit: 'days', count: 3 }],
  ])('reads %s as %o', (at, parts) => {
    expect(relativeTimeParts(at, now)).toEqual(parts);
  });

  it('gives null for an unreadable time', () => {
    expect(relativeTimeParts('', now)).toBeNull();
    expect(relativeTimeParts(undefined, now)).toBeNull();
  });
});
