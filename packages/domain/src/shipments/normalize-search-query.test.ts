import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery } from './normalize-search-query.ts';

describe('normalizeSearchQuery', () => {
  it.each([
    ['OCN2026', 'OCN2026'],
    ['  maersk  ', 'maersk'],
    ['', null],
    ['   ', null],
    ['\t\n', null],
    [undefined, null],
    [42, null],
  ])('%j → %j', (text, expected) => {
    expect(normalizeSearchQuery(text)).toBe(expected);
  });
});
