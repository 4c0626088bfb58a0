import { describe, expect, it } from 'vitest';
import { hasSingleColumnUniqueIndex } from './unique-index.ts';

describe('hasSingleColumnUniqueIndex', () => {
  it.each([
    ['CREATE UNIQUE INDEX `idx_user` ON `profiles` (`user`)', true],
    ['CREATE UNIQUE INDEX idx_profiles_user ON profiles (user)', true],
    ['create unique index if not exists "i" on "profiles" ("USER" COLLATE NOCASE DESC)', true],
    ["CREATE UNIQUE INDEX [i] ON [profiles] ([user]) WHERE user != ''", true],
    ['CREATE INDEX idx_user ON profiles (user)', false],
    ['CREATE UNIQUE INDEX idx ON profiles (user, bio)', false],
    ['CREATE UNIQUE INDEX idx ON profiles (username)', false],
  ])('%s → %s', (statement, expected) => {
    expect(hasSingleColumnUniqueIndex('user', [statement])).toBe(expected);
  });

  it('is false without indexes', () => {
    expect(hasSingleColumnUniqueIndex('user', [])).toBe(false);
  });
});
