import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postgresIndexStatement } from '../src/core/db/dialects/postgres-index.ts';
import { openPostgresSchema, type PostgresSchema } from './postgres-schema.ts';

// Collection indexes are written in SQLite's syntax (PocketBase's); PostgreSQL gets a
// translation that accepts and refuses the same values.
describe('postgresIndexStatement', () => {
  it.each([
    [
      'CREATE UNIQUE INDEX `idx_profiles_user` ON `profiles` (`user`)',
      'CREATE UNIQUE INDEX "idx_profiles_user" ON "profiles" ("user")',
    ],
    [
      'create unique index if not exists "i" on "profiles" ("USER" COLLATE NOCASE DESC)',
      'create unique index if not exists "i" on "profiles" ((lower("user" COLLATE "C")) DESC)',
    ],
    [
      "CREATE UNIQUE INDEX [i] ON [profiles] ([user]) WHERE `user` != ''",
      `CREATE UNIQUE INDEX "i" ON "profiles" ("user") WHERE "user" != ''`,
    ],
    [
      'CREATE INDEX idx ON profiles (user, Bio COLLATE BINARY ASC, x COLLATE rtrim)',
      `CREATE INDEX "idx" ON "profiles" ("user", "bio" COLLATE "C" ASC, (rtrim("x", ' ')))`,
    ],
  ])('%s', (statement, expected) => {
    expect(postgresIndexStatement(statement, ['user', 'bio', 'x'])).toBe(expected);
  });
});

describe('a translated UNIQUE index', () => {
  let schema: PostgresSchema;
  beforeAll(async () => {
    schema = await openPostgresSchema(inject('postgresUrl'));
  });
  afterAll(() => schema.close());

  const TABLE =
    'CREATE TABLE "people" ("id" TEXT PRIMARY KEY, "email" TEXT NOT NULL, "code" TEXT NOT NULL)';
  const INDEXES = [
    'CREATE UNIQUE INDEX `idx_email` ON `people` (`email` COLLATE NOCASE)',
    "CREATE UNIQUE INDEX `idx_code` ON `people` (`code`) WHERE `code` != ''",
  ];
  // [email, code] rows inserted one after the other.
  const ROWS = [
    ['ann@x.test', 'A1'],
    ['ANN@X.TEST', 'A2'],
    ['änn@x.test', 'A3'],
    ['ÄNN@x.test', 'A4'],
    ['bob@x.test', 'a1'],
    ['cid@x.test', ''],
    ['dee@x.test', ''],
    ['eve@x.test', 'A1'],
  ];

  it('accepts and refuses the rows SQLite accepts and refuses', async () => {
    const sqlite = new Database(':memory:');
    sqlite.exec([TABLE, ...INDEXES].join(';'));
    await schema.all(TABLE, []);
    for (const statement of INDEXES) await schema.all(postgresIndexStatement(statement), []);
    const outcomes: Record<string, boolean[]> = { sqlite: [], postgres: [] };
    for (const [index, [email, code]] of ROWS.entries()) {
      const insert = 'INSERT INTO "people" VALUES (?, ?, ?)';
      const values = [`r${index}`, email, code];
      outcomes.sqlite!.push(succeeds(() => sqlite.prepare(insert).run(...values)));
      outcomes.postgres!.push(
        await schema.all(insert, values).then(
          () => true,
          () => false,
        ),
      );
    }
    sqlite.close();
    expect(outcomes.sqlite).toEqual([true, false, true, true, true, true, true, false]);
    expect(outcomes.postgres).toEqual(outcomes.sqlite);
  });
});

function succeeds(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch {
    return false;
  }
}
