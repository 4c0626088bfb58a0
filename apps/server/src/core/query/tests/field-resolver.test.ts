import { beforeAll, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { QueryError } from '../query-error.ts';
import { build, createTestDb, selectIds, type SelectOptions } from './query-test-db.ts';

let db: Database.Database;
beforeAll(() => {
  db = createTestDb();
});

const on = (collection: string): SelectOptions => ({ collection });

describe('relation paths', () => {
  it.each([
    ["author.name = 'Ann'", 'posts', ['p1']],
    ["author.company.name = 'Golfo Logistics'", 'posts', ['p1', 'p2']],
    ["post.author.company.name = 'Golfo Logistics'", 'comments', ['k1', 'k2', 'k3']],
    ["post.author.name = 'Bob'", 'comments', ['k3']],
    ["author.name = ''", 'posts', ['p3', 'p4']],
    ['author.id = author', 'posts', ['p1', 'p2', 'p3', 'p4']],
    ["company.superusers.id ?= 'u_cid'", 'users', ['u_cid']],
    ["editors.company.plan ?= 'silver'", 'posts', ['p4']],
  ])('%s on %s', (filter, collection, expected) => {
    expect(selectIds(db, filter, on(collection))).toEqual(expected);
  });

  it('joins a single relation directly and a multiple one through json_each', () => {
    expect(build("author.name = 'x'").sql).toContain(
      `LEFT JOIN "users" "posts.author" ON "posts.author"."id" = "posts"."author"`,
    );
    expect(build("editors.name ?= 'x'").sql).toContain(
      `json_each(CASE WHEN json_valid("posts"."editors")`,
    );
  });

  it('reuses one join for the same path', () => {
    const { sql } = build("author.name = 'Ann' || author.name = 'Bob'");
    expect(sql.match(/"posts\.author" ON/g)).toHaveLength(1);
  });

  it('allows six relation hops and no more', () => {
    const six = 'author.company.superusers.company.superusers.company.name';
    expect(selectIds(db, `${six} ?= 'Plata Cargo'`)).toEqual(['p3']);
    const seven = 'author.company.superusers.company.superusers.company.superusers.name';
    expect(() => build(`${seven} = 'x'`)).toThrow(/too many nested relations/);
  });
});

describe('multi-valued operands', () => {
  it.each([
    // editors: p1 [Ann, Bob], p2 [Bob], p3 [], p4 [Cid (empty name), a missing id]
    ["editors.name = 'Bob'", ['p2']],
    ["editors.name ?= 'Bob'", ['p1', 'p2']],
    ["editors.name != 'Bob'", []],
    ["editors.name ?!= 'Bob'", ['p1', 'p3', 'p4']],
    ["editors.id ?= 'u_cid'", ['p4']],
    // tags: p1 [news, go], p2 [go], p3 [], p4 [news]
    ["tags:each = 'go'", ['p2']],
    ["tags:each ?= 'go'", ['p1', 'p2']],
    ["tags:each != 'go'", ['p4']],
    ["tags:each ?!= 'go'", ['p1', 'p3', 'p4']],
    ["tags:each ~ 'ne%'", ['p4']],
    ["tags:each ?~ 'ne%'", ['p1', 'p4']],
    ["tags:each > 'h'", ['p4']],
    ["tags:each ?< 'h'", ['p1', 'p2']],
    // comments: p1 likes [3, 0], p2 likes [5]
    ['comments_via_post.likes > 0', ['p2']],
    ['comments_via_post.likes ?> 0', ['p1', 'p2']],
    ["comments_via_post.author ?= 'u_cid'", ['p1']],
    ["comments_via_post.message = 'meh'", ['p2']],
  ])('%s', (filter, expected) => {
    expect(selectIds(db, filter)).toEqual(expected);
  });

  it('requires every pair to match when both sides are multi-valued', () => {
    // news scores: 7 and 3
    expect(selectIds(db, 'comments_via_post.likes <= @collection.news.score')).toEqual(['p1']);
    expect(selectIds(db, 'comments_via_post.likes < @collection.news.score')).toEqual([]);
    expect(selectIds(db, 'comments_via_post.likes ?< @collection.news.score')).toEqual([
      'p1',
      'p2',
    ]);
    expect(selectIds(db, 'tags:each = @collection.news.category')).toEqual([]);
    expect(selectIds(db, 'tags:each ?= @collection.news.category')).toEqual(['p1', 'p2', 'p4']);
  });

  it('puts the multi-valued side on the right too', () => {
    expect(selectIds(db, "'Bob' = editors.name")).toEqual(['p2']);
    expect(selectIds(db, 'views > @collection.news.score')).toEqual(['p1', 'p4']);
    expect(selectIds(db, 'views ?> @collection.news.score')).toEqual(['p1', 'p2', 'p4']);
  });

  it('counts items with :length', () => {
    expect(selectIds(db, 'tags:length = 2')).toEqual(['p1']);
    expect(selectIds(db, 'tags:length = 0')).toEqual(['p3']);
    expect(selectIds(db, 'files:length = 2')).toEqual(['p1', 'p4']);
    expect(selectIds(db, 'cover:length = 1')).toEqual(['p1']);
    expect(selectIds(db, 'editors:length > 1')).toEqual(['p1', 'p4']);
    expect(selectIds(db, 'superusers:length = 2', on('companies'))).toEqual(['c_plata']);
  });

  it('reads :length through a multiple relation for every or any related record', () => {
    expect(selectIds(db, 'superusers.roles:length = 1', on('companies'))).toEqual([]);
    expect(selectIds(db, 'superusers.roles:length ?= 1', on('companies'))).toEqual(['c_plata']);
    expect(selectIds(db, 'superusers.roles:length = 2', on('companies'))).toEqual(['c_golfo']);
  });
});

describe('back-relations', () => {
  it('treats a single relation with a one-column unique index as single-valued', () => {
    expect(selectIds(db, "profiles_via_user.bio = 'Ann bio'", on('users'))).toEqual(['u_ann']);
    expect(selectIds(db, "profiles_via_user.bio = ''", on('users'))).toEqual([
      'u_bob',
      'u_cid',
      'u_dee',
    ]);
    expect(build("profiles_via_user.bio = ''", on('users')).sql).not.toContain('NOT EXISTS');
  });

  it('treats other back-relations as multi-valued', () => {
    expect(build("comments_via_post.message = 'x'").sql).toContain('NOT EXISTS');
  });

  it('follows a back-relation further', () => {
    expect(selectIds(db, "comments_via_author.post.title ?= 'Hello world'", on('users'))).toEqual([
      'u_bob',
      'u_cid',
    ]);
  });
});

describe('JSON fields', () => {
  it.each([
    ['meta.a.b = 5', 'posts', ['p1']],
    ["meta.a.b = 'x'", 'posts', ['p2']],
    ['meta.list.1 = 2', 'posts', ['p1']],
    ['meta.0 = 1', 'posts', ['p4']],
    ['meta.a = null', 'posts', ['p3', 'p4']],
    ['meta.missing = null', 'posts', ['p1', 'p2', 'p3', 'p4']],
    ["meta = 'plain'", 'companies', ['c_empty']],
    ['meta.tier = 1', 'companies', ['c_golfo']],
    ["meta.regions.1 = 'air'", 'companies', ['c_golfo']],
    ["prefs.theme = 'dark'", 'users', ['u_ann']],
  ])('%s on %s', (filter, collection, expected) => {
    expect(selectIds(db, filter, on(collection))).toEqual(expected);
  });
});

describe('@collection', () => {
  it('pairs every record of another collection', () => {
    expect(selectIds(db, "@collection.news.category ?= 'go'")).toHaveLength(4);
    expect(selectIds(db, "@collection.news.category = 'go'")).toEqual([]);
    expect(selectIds(db, "@collection.NEWS.title ?= 'Go news'")).toHaveLength(4);
    expect(selectIds(db, "@collection.news_id.title ?= 'Go news'")).toHaveLength(4);
  });

  it('shares one joined row per alias', () => {
    // n1 is (go, 7) and n2 is (news, 3): no single news record has category go and score 3.
    expect(
      selectIds(db, "@collection.news.category ?= 'go' && @collection.news.score ?= 3"),
    ).toEqual([]);
    expect(
      selectIds(db, "@collection.news:a.category ?= 'go' && @collection.news:a.score ?= 3"),
    ).toEqual([]);
    expect(
      selectIds(db, "@collection.news:a.category ?= 'go' && @collection.news:b.score ?= 3"),
    ).toHaveLength(4);
  });

  it('relates the other collection to the record through the expression', () => {
    expect(
      selectIds(db, '@collection.comments.post ?= id && @collection.comments.likes ?> 4'),
    ).toEqual(['p2']);
    expect(
      selectIds(db, "@collection.users.email ?= 'bob@x.test'", { allowHiddenFields: false }),
    ).toHaveLength(4);
  });
});

describe('hidden email', () => {
  it('requires emailVisibility unless hidden fields are allowed', () => {
    const hidden = { collection: 'users', allowHiddenFields: false };
    expect(selectIds(db, "email = 'bob@x.test'", hidden)).toEqual([]);
    expect(selectIds(db, "email = 'ann@x.test'", hidden)).toEqual(['u_ann']);
    expect(selectIds(db, "email = 'bob@x.test'", on('users'))).toEqual(['u_bob']);
    expect(build("email = 'x'", hidden).sql).toContain(`AND "users"."emailVisibility" = TRUE)`);
  });

  it('applies to related auth records too', () => {
    expect(selectIds(db, "author.email ~ 'x.test'", { allowHiddenFields: false })).toEqual(['p1']);
    expect(selectIds(db, "author.email ~ 'x.test'")).toEqual(['p1', 'p2']);
  });
});

describe('invalid fields', () => {
  it.each([
    ['nope = 1', 'unknown field "nope"'],
    ['author.nope = 1', 'unknown field "nope"'],
    ['title.name = 1', 'field "title" is not a relation and has no sub-fields'],
    ['nope_via_post.message = 1', 'unknown back-relation "nope_via_post"'],
    [
      'comments_via_message.likes = 1',
      '"comments_via_message": message is not a relation to posts',
    ],
    ['users_via_company.name = 1', '"users_via_company": company is not a relation to posts'],
    ['title:isset = 1', 'the :isset modifier only applies to @request.* fields ("title:isset")'],
    [
      'title:length = 1',
      'the :length modifier only applies to select, file and relation fields ("title")',
    ],
    ['id:each = 1', 'the :each modifier does not apply to "id"'],
    ['meta.a:each = 1', 'the :each modifier does not apply to JSON paths ("meta")'],
    ['@collection.nope.title = 1', 'unknown collection "nope" in "@collection.nope.title"'],
    ['@collection.news.nope = 1', 'unknown field "nope"'],
    ['@foo = 1', 'unknown field "@foo"'],
    ['#foo = 1', 'unknown field "#foo"'],
    ['@random = 1', 'unknown field "@random"'],
  ])('%s', (filter, message) => {
    expect(() => build(filter)).toThrow(new QueryError(message));
  });

  it('reports auth-only fields as unknown on base collections', () => {
    expect(() => build("email = 'x'")).toThrow(new QueryError('unknown field "email"'));
  });
});
