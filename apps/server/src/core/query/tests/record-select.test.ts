import { beforeAll, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { sqliteQueryDialect } from '../../db/dialects/sqlite-query.ts';
import { buildRecordSelect, QueryError } from '../record-select.ts';
import { build, countRows, createTestDb, guestRequest, selectIds } from './query-test-db.ts';
import { byName, lookup } from './query-test-fixtures.ts';

let db: Database.Database;
beforeAll(() => {
  db = createTestDb();
});

describe('buildRecordSelect', () => {
  it('selects every record without conditions, and DISTINCT only when a join can repeat one', () => {
    const plain = buildRecordSelect({
      dialect: sqliteQueryDialect,
      collection: byName('posts'),
      lookup,
      request: guestRequest(),
      allowHiddenFields: false,
      conditions: [],
      mode: 'rows',
    });
    expect(plain).toEqual({ sql: 'SELECT "posts".* FROM "posts"', params: [] });
    // A single relation is joined on the target's id: one row per record, no DISTINCT needed.
    expect(build("author.name = 'x'").sql).toMatch(/^SELECT "posts"\.\* FROM "posts" LEFT JOIN/);
    expect(build("author.name = 'x'", { mode: 'count' }).sql).toMatch(/^SELECT COUNT\(\*\) FROM/);
    // A multiple relation (json_each) and @collection repeat a record once per related row.
    expect(build("editors.name ?= 'Bob'").sql).toMatch(/^SELECT DISTINCT "posts"\.\* FROM/);
    expect(build('@collection.news.score ?> 0').sql).toMatch(/^SELECT DISTINCT "posts"\.\* FROM/);
  });

  it('lists and counts each record once when filtering through single relations', () => {
    for (const filter of ["author.name != ''", "author.name != '' && editors.name ?= 'Bob'"]) {
      const ids = selectIds(db, filter);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
      expect(countRows(db, filter)).toBe(ids.length);
    }
  });

  it('ignores empty conditions and ANDs the others in parentheses', () => {
    const conditions = ['', "status = 'live' || views = 4.5", 'published = true'];
    expect(selectIds(db, '', { conditions })).toEqual(['p1', 'p4']);
    expect(build('', { conditions }).sql).toContain(
      `WHERE (("posts"."status" = ? OR "posts"."views" = ?)) AND ("posts"."published" = ?)`,
    );
  });

  it('adds the id condition', () => {
    expect(selectIds(db, "status = 'live'", { idEquals: 'p4' })).toEqual(['p4']);
    expect(selectIds(db, "status = 'live'", { idEquals: 'p2' })).toEqual([]);
    expect(selectIds(db, '', { idEquals: 'p3' })).toEqual(['p3']);
  });

  it('counts distinct records', () => {
    expect(countRows(db, "status = 'live'")).toBe(2);
    expect(countRows(db, "editors.name ?= 'Bob'")).toBe(2);
    expect(countRows(db, '@collection.news.score ?> 0')).toBe(4);
    expect(build('', { mode: 'count', sort: '-views', limit: 1 }).sql).toBe(
      'SELECT COUNT(*) FROM "posts"',
    );
    expect(build("editors.name ?= 'Bob'", { mode: 'count' }).sql).toMatch(
      /^SELECT COUNT\(DISTINCT "posts"\."id"\) FROM "posts" /,
    );
  });

  it('pages with LIMIT and OFFSET', () => {
    expect(selectIds(db, '', { sort: 'views', limit: 2 })).toEqual(['p3', 'p2']);
    expect(selectIds(db, '', { sort: 'views', limit: 2, offset: 1 })).toEqual(['p2', 'p1']);
    expect(selectIds(db, '', { sort: 'views', offset: 3 })).toEqual(['p4']);
  });

  it('turns syntax errors into QueryError', () => {
    expect(() => build('title =')).toThrow(
      new QueryError('incomplete filter expression: expected a right operand at position 7'),
    );
    expect(() => build('title == 1')).toThrow(QueryError);
    expect(() => build("title = 'x' &")).toThrow(/invalid join operator/);
    expect(() => build('  ')).toThrow(new QueryError('empty filter expression'));
    expect(() => build('title\r= 1')).toThrow(/unexpected character "\\r"/);
  });

  it('keeps the parameters in the order of their placeholders', () => {
    const request = guestRequest({ data: { author: 'u_bob' } });
    const { sql, params } = build("title != 'x' && @request.data.author.name = 'Bob'", {
      request,
      sort: '-views',
      limit: 5,
      idEquals: 'p2',
    });
    expect(sql.split('?')).toHaveLength(params.length + 1);
    expect(params).toEqual(['u_bob', 'x', 'Bob', 'p2', 5]);
    expect(
      selectIds(db, "title != 'x' && @request.data.author.name = 'Bob'", {
        request,
        sort: '-views',
        limit: 5,
        idEquals: 'p2',
      }),
    ).toEqual(['p2']);
  });
});

describe('datetime macros', () => {
  // The fixture's "now" is Saturday 2024-06-15 12:00:00 UTC.
  it.each([
    ['created >= @todayStart && created <= @todayEnd', ['p2']],
    ['created < @now', ['p1']],
    ['created >= @monthStart && created <= @monthEnd', ['p2', 'p3']],
    ['created >= @yearStart && created <= @yearEnd', ['p1', 'p2', 'p3']],
    ["published_at < @now && published_at != ''", ['p1']],
    ['@year = 2024 && @month = 6 && @day = 15', ['p1', 'p2', 'p3', 'p4']],
    ['@hour = 12 && @minute = 0 && @second = 0 && @weekday = 6', ['p1', 'p2', 'p3', 'p4']],
    ['@year = 2025', []],
    ["@now = '2024-06-15 12:00:00.000Z'", ['p1', 'p2', 'p3', 'p4']],
  ])('%s', (filter, expected) => {
    expect(selectIds(db, filter)).toEqual(expected);
  });

  it('uses the current time by default', () => {
    const request = guestRequest();
    const input = {
      dialect: sqliteQueryDialect,
      collection: byName('posts'),
      lookup,
      request,
      allowHiddenFields: true,
      mode: 'rows' as const,
    };
    const { params } = buildRecordSelect({ ...input, conditions: ['views < @year'] });
    expect(params[0]).toBe(BigInt(new Date().getUTCFullYear()));
  });
});

describe('sort', () => {
  it.each([
    ['-views', ['p4', 'p1', 'p2', 'p3']],
    ['views', ['p3', 'p2', 'p1', 'p4']],
    ['+views', ['p3', 'p2', 'p1', 'p4']],
    [' -created , title ', ['p4', 'p3', 'p2', 'p1']],
    ['status,-views', ['p3', 'p2', 'p4', 'p1']],
    // author names: p1 Ann, p2 Bob, p3 '' (Cid), p4 no author (NULL sorts first)
    ['author.name', ['p4', 'p3', 'p1', 'p2']],
    ['-tags:length,title', ['p1', 'p4', 'p2', 'p3']],
    ['-meta.a.b,id', ['p2', 'p1', 'p3', 'p4']],
  ])('%s', (sort, expected) => {
    expect(selectIds(db, '', { sort })).toEqual(expected);
  });

  it('sorts randomly with @random', () => {
    const { sql } = build('', { sort: '@random,-id' });
    expect(sql).toBe('SELECT "posts".* FROM "posts" ORDER BY RANDOM(), "posts"."id" DESC');
    expect(selectIds(db, '', { sort: '-@random' }).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('sorts by JSON paths', () => {
    expect(selectIds(db, '', { collection: 'companies', sort: '-meta.tier,name' })).toEqual([
      'c_golfo',
      'c_empty',
      'c_plata',
    ]);
  });

  it.each([
    ['nope', 'invalid sort field "nope": unknown field "nope"'],
    ['null', 'invalid sort field "null": unknown field "null"'],
    ['@now', 'invalid sort field "@now": unknown field "@now"'],
    ['@request.query.x', 'invalid sort field "@request.query.x"'],
    ['@request.context', 'invalid sort field "@request.context"'],
    ['title,', 'empty sort field at position 6'],
    ["'title'", 'invalid sort field "\'title\'" at position 0'],
    ['title desc', 'invalid sort field "title desc" at position 0'],
  ])('rejects %j', (sort, message) => {
    expect(() => build('', { sort })).toThrow(new QueryError(message));
  });
});
