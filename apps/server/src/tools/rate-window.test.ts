import { describe, expect, it } from 'vitest';
import { RateWindow } from './rate-window.ts';

describe('RateWindow', () => {
  it('lets `limit` requests through per key and window, then refuses until the window ends', () => {
    let now = 0;
    const window = new RateWindow(3, 1000, () => now);
    expect([1, 2, 3, 4].map(() => window.take('a'))).toEqual([true, true, true, false]);
    expect(window.take('b')).toBe(true);
    now = 999;
    expect(window.take('a')).toBe(false);
    now = 1000;
    expect(window.take('a')).toBe(true);
  });

  it('forgets ended windows when full, and never holds more keys than allowed', () => {
    let now = 0;
    const window = new RateWindow(1, 10, () => now, 3);
    for (const key of ['a', 'b', 'c']) window.take(key);
    now = 20;
    expect(window.take('d')).toBe(true);
    expect(window.take('a')).toBe(true);
    expect(window.take('a')).toBe(false);
  });
});
