import { describe, expect, it } from 'vitest';
import { parseIndexStatement, retargetIndex } from './index-statement.ts';

describe('parseIndexStatement', () => {
  it.each([
    ['CREATE UNIQUE INDEX `idx_slug` ON `posts` (`slug`)', 'idx_slug', 'posts'],
    ['create index if not exists "i1" on "t" (a, b DESC) where a != \'\'', 'i1', 't'],
    ['CREATE INDEX idx_users_company ON users (company)', 'idx_users_company', 'users'],
  ])('reads %s', (statement, name, table) => {
    expect(parseIndexStatement(statement)).toEqual({ name, table });
  });

  it.each(['DROP TABLE users', 'CREATE INDEX idx ON users', 'CREATE INDEX ON users (a)', ''])(
    'refuses %j',
    (statement) => expect(parseIndexStatement(statement)).toBeNull(),
  );
});

describe('retargetIndex', () => {
  it('points the statement at the renamed table', () => {
    expect(retargetIndex('CREATE INDEX idx_a ON posts (a)', 'articles')).toBe(
      'CREATE INDEX idx_a ON `articles` (a)',
    );
  });

  it('leaves a statement that already targets the table unchanged', () => {
    const statement = 'CREATE INDEX idx_a ON Posts (a)';
    expect(retargetIndex(statement, 'posts')).toBe(statement);
  });
});
