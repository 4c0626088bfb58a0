import { describe, expect, it } from 'vitest';
import { isRemoteId } from './is-remote-id.ts';

describe('isRemoteId', () => {
  it.each([
    ['abcdefghij12345', true],
    ['000000000000000', true],
    ['ABCDEFGHIJ12345', false],
    ['abcdefghij1234', false],
    ['abcdefghij123456', false],
    ['abcdefghij_1234', false],
    [' abcdefghij1234', false],
    ['P001', false],
    ['S-0001', false],
    ['', false],
    [null, false],
    [123456789012345, false],
  ])('%j → %s', (id, expected) => {
    expect(isRemoteId(id)).toBe(expected);
  });
});
