import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay.ts';

describe('reconnectDelay', () => {
  it('backs off from one second to a steady five', () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelay)).toEqual([1000, 2000, 3000, 5000, 5000, 5000]);
  });

  it('treats odd attempt numbers as the first', () => {
    expect(reconnectDelay(-3)).toBe(1000);
    expect(reconnectDelay(0.7)).toBe(1000);
  });
});
