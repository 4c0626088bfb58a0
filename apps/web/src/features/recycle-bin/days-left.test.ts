import { describe, expect, it } from 'vitest';
import { daysLeft } from './days-left.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('daysLeft', () => {
  it('counts whole days up, so a record deleted a minute ago keeps all 30', () => {
    expect(daysLeft('2026-04-09 11:59:00.000Z', NOW)).toBe(30);
    expect(daysLeft('2026-03-12 12:00:00.000Z', NOW)).toBe(2);
    expect(daysLeft('2026-03-12 12:00:01.000Z', NOW)).toBe(3);
  });

  it('gives 1 on the last day and 0 once the time ran out', () => {
    expect(daysLeft('2026-03-10 13:00:00.000Z', NOW)).toBe(1);
    expect(daysLeft('2026-03-10 12:00:00.000Z', NOW)).toBe(0);
    expect(daysLeft('2026-03-01 08:00:00.000Z', NOW)).toBe(0);
  });

  it('reads ISO times too, and nothing from an unreadable one', () => {
    expect(daysLeft('2026-03-11T12:00:00Z', NOW)).toBe(1);
    expect(daysLeft('', NOW)).toBeNull();
    expect(daysLeft('soon', NOW)).toBeNull();
  });
});
