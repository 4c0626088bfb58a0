import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern.ts';

describe('likePattern', () => {
  it.each([
    ['abc', '%abc%'],
    ['', '%%'],
    ['Lorem%', 'Lorem%'],
    ['%end', '%end'],
    ['a_b', '%a\\_b%'],
    ['__', '%\\_\\_%'],
    ['a\\b', '%a\\\\b%'],
    ['a\\_b', '%a\\_b%'],
    ['100\\%', '%100\\%%'],
    ['a\\\\%', 'a\\\\%'],
    ['trailing\\', '%trailing\\\\%'],
  ])('%j → %j', (value, pattern) => {
    expect(likePattern(value)).toBe(pattern);
  });
});
