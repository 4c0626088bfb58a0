import { describe, expect, it } from 'vitest';
import { isValidClientId, newId, randomString } from './ids.ts';

describe('ids', () => {
  it('generates 15 lowercase letters or digits', () => {
    const ids = new Set(Array.from({ length: 200 }, newId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{15}$/);
  });

  it('draws random strings from the alphabet given', () => {
    expect(randomString(30, 'ab')).toMatch(/^[ab]{30}$/);
  });

  it.each([
    ['abcdefghijklmno', true],
    ['ABCDEFGHIJ12345', true],
    ['short', false],
    ['abcdefghijklmnop', false],
    ['abc.efghijklmno', false],
    ['abc/efghijklmno', false],
    ['abc efghijklmno', false],
    ["abc'efghijklmno", false],
  ])('client id %j valid: %s', (id, valid) => {
    expect(isValidClientId(id)).toBe(valid);
  });
});
