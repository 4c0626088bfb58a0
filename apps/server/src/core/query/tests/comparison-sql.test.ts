import { beforeAll, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { build, createTestDb, selectIds } from './query-test-db.ts';

let db: Database.Database;
beforeAll(() => {
  db = createTestDb();
});

// Posts: p1 "Hello world" (views 10, live, published), p2 "100% sure" (4.5, draft),
// p3 "under_score" (0, no status), p4 "" (100, live, published). See query-test-db.ts.
describe('comparison operators', () => {
  it.each([
    ["title = 'Hello world'", ['p1']],
    ["title != 'Hello world'", ['p2', 'p3', 'p4']],
    ['views > 4.5', ['p1', 'p4']],
    ['views >= 4.5', ['p1', 'p2', 'p4']],
    ['views < 4.5', ['p3']],
    ['views <= 4.5', ['p2', 'p3']],
    ["title ~ 'world'", ['p1']],
    ["title ~ 'WORLD'", ['p1']],
    ["title !~ 'o'", ['p2', 'p4']],
    ["title ?= 'Hello world'", ['p1']],
    ["title ?!= 'Hello world'", ['p2', 'p3', 'p4']],
    ['views ?> 4.5', ['p1', 'p4']],
    ['views ?>= 4.5', ['p1', 'p2', 'p4']],
    ['views ?< 4.5', ['p3']],
    ['views ?<= 4.5', ['p2', 'p3']],
    ["title ?~ 'world'", ['p1']],
    ["title ?!~ 'o'", ['p2', 'p4']],
  ])('%s', (filter, expected) => {
    expect(selectIds(db, filter)).toEqual(expected);
  });

  it('compares numbers numerically, not as text', () => {
    expect(selectIds(db, 'views > 9')).toEqual(['p1', 'p4']);
    expect(selectIds(db, 'views = 4.5')).toEqual(['p2']);
    expect(selectIds(db, '0 = views')).toEqual(['p3']);
    expect(selectIds(db, 'views = -1')).toEqual([]);
  });

  it('accepts a literal on either side and a field on both', () => {
    expect(selectIds(db, "'Hello world' = title")).toEqual(['p1']);
    expect(selectIds(db, "'b' < 'a'")).toEqual([]);
    expect(selectIds(db, 'status = cover')).toEqual(['p3']);
    expect(selectIds(db, 'status != cover')).toEqual(['p1', 'p2', 'p4']);
  });

  it('combines with && and ||, && binding tighter', () => {
    expect(selectIds(db, "status = 'live' && views > 50 || views = 4.5")).toEqual(['p2', 'p4']);
    expect(selectIds(db, "status = 'live' && (views > 50 || views = 4.5)")).toEqual(['p4']);
    expect(selectIds(db, "views = 0 || status = 'draft' && views > 1")).toEqual(['p2', 'p3']);
  });
});

describe('empty values and keywords', () => {
  it.each([
    ["title = ''", ['p4']],
    ['title = null', ['p4']],
    ["'' = title", ['p4']],
    ['NULL = title', ['p4']],
    ["title != ''", ['p1', 'p2', 'p3']],
    ['title != null', ['p1', 'p2', 'p3']],
    ['null = null', ['p1', 'p2', 'p3', 'p4']],
    ["'' != null", []],
    ['published = true', ['p1', 'p4']],
    ['published = false', ['p2', 'p3']],
    ['published != TRUE', ['p2', 'p3']],
    ["published_at = ''", ['p2', 'p3', 'p4']],
  ])('%s', (filter, expected) => {
    expect(selectIds(db, filter)).toEqual(expected);
  });

  it('treats "" and NULL alike with a plain = between fields (COALESCE)', () => {
    expect(build('status = cover').sql).toContain(
      `COALESCE("posts"."status", '') = COALESCE("posts"."cover", '')`,
    );
  });

  it('keeps JSON null distinct from an empty string', () => {
    expect(selectIds(db, 'meta = null')).toEqual(['p3']);
    expect(selectIds(db, 'meta != null')).toEqual(['p1', 'p2', 'p4']);
    expect(selectIds(db, "meta = ''")).toEqual([]);
  });

  it('binds every literal as a parameter', () => {
    const { sql, params } = build(`title = "a' OR '1'='1" || title ~ 'x'`);
    expect(sql).not.toContain("'1'");
    expect(params).toEqual(["a' OR '1'='1", '%x%']);
    expect(selectIds(db, `title = "a' OR '1'='1"`)).toEqual([]);
  });
});

describe('LIKE', () => {
  it.each([
    ["title ~ '100%'", 'posts', ['p2']],
    ["title ~ '%sure'", 'posts', ['p2']],
    ["title ~ '0%'", 'posts', []],
    ["title ~ 'under_'", 'posts', ['p3']],
    ["name ~ '_'", 'users', ['u_dee']],
    ["name !~ '_'", 'users', ['u_ann', 'u_bob', 'u_cid']],
    ["name ~ '_\\%'", 'users', ['u_dee']],
    ['email ~ username', 'users', ['u_ann', 'u_bob', 'u_cid']],
    ['name ~ username', 'users', ['u_ann', 'u_bob', 'u_dee']],
    ['name !~ username', 'users', ['u_cid']],
    ['title ~ 10', 'posts', ['p2']],
    ['title ~ null', 'posts', []],
  ])('%s on %s', (filter, collection, expected) => {
    expect(selectIds(db, filter, { collection })).toEqual(expected);
  });

  it('wraps and escapes a plain constant, keeps one with its own %', () => {
    expect(build("title ~ 'a_b'").params).toEqual(['%a\\_b%']);
    expect(build("title ~ 'Lo%'").params).toEqual(['Lo%']);
    expect(build("title ~ 'Lo%'").sql).toContain(`LIKE ? ESCAPE '\\'`);
    expect(build('title ~ status').sql).toContain(
      `LIKE ('%' || "posts"."status" || '%') ESCAPE '\\'`,
    );
  });
});
