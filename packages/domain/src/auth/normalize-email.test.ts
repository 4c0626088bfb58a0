import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './normalize-email.ts';

describe('normalizeEmail', () => {
  it.each([
    ['  Super@Golfo.TEST ', 'super@golfo.test'],
    ['staff@plata.test', 'staff@plata.test'],
    ['\tADMIN@RUMBO.TEST\n', 'admin@rumbo.test'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    [42, ''],
  ])('%j → %j', (email, expected) => {
    expect(normalizeEmail(email)).toBe(expected);
  });
});
