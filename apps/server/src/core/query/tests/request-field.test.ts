import { beforeAll, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { QueryError } from '../query-error.ts';
import type { RequestInfo, RowReader } from '../request-info.ts';
import { authRequest, build, createTestDb, guestRequest, selectIds } from './query-test-db.ts';

let db: Database.Database;
beforeAll(() => {
  db = createTestDb();
});

const ALL_POSTS = ['p1', 'p2', 'p3', 'p4'];

function withRequest(
  filter: string,
  request: Partial<RequestInfo>,
  collection = 'posts',
): string[] {
  return selectIds(db, filter, { collection, request: guestRequest(request) });
}

function asUser(filter: string, userId: string, collection = 'posts', rows?: RowReader): string[] {
  return selectIds(db, filter, { collection, request: authRequest(db, userId), readRow: rows });
}

const readRow: RowReader = (table, id) =>
  db.prepare(`SELECT * FROM "${table}" WHERE id = ?`).get(id) as
    Record<string, unknown> | undefined;

describe('@request.context, method, headers and query', () => {
  it.each([
    ["@request.context = 'default'", {}, ALL_POSTS],
    ["@request.context = 'realtime'", {}, []],
    ["@request.context = 'realtime'", { context: 'realtime' }, ALL_POSTS],
    ["@request.method = 'POST'", { method: 'POST' }, ALL_POSTS],
    ["@request.method = 'POST'", {}, []],
    ["@request.headers.x_token = 'abc'", { headers: { x_token: 'abc' } }, ALL_POSTS],
    ["@request.headers.x_token = ''", {}, ALL_POSTS],
    ['@request.headers.x_token:isset = true', { headers: { x_token: '' } }, ALL_POSTS],
    ["@request.query.page = '2'", { query: { page: '2' } }, ALL_POSTS],
    ['@request.query.missing = null', {}, ALL_POSTS],
    ["@request.query.missing = ''", {}, ALL_POSTS],
    ['@request.query.missing:isset = false', {}, ALL_POSTS],
    ['@request.query.page:isset = true', { query: { page: '1' } }, ALL_POSTS],
    ['@request.query.title = title', { query: { title: '100% sure' } }, ['p2']],
  ] as [string, Partial<RequestInfo>, string[]][])('%s with %j', (filter, request, expected) => {
    expect(withRequest(filter, request)).toEqual(expected);
  });
});

describe('@request.data', () => {
  it.each([
    ['@request.data.title:isset = true', { title: 'x' }, ALL_POSTS],
    ['@request.data.title:isset = true', {}, []],
    ['@request.data.title:isset = false', {}, ALL_POSTS],
    ['@request.data.title = title', { title: 'Hello world' }, ['p1']],
    ['@request.data.nope = null', {}, ALL_POSTS],
    ['@request.data.nope.deep = null', { nope: 'text' }, ALL_POSTS],
    ['@request.data.meta.a = 1', { meta: { a: 1 } }, ALL_POSTS],
    ['@request.data.meta.a:isset = true', { meta: { a: null } }, ALL_POSTS],
    ['@request.data.tags = \'["a","b"]\'', { tags: ['a', 'b'] }, ALL_POSTS],
    // Multipart bodies send numbers as text; number fields compare them numerically.
    ['@request.data.views = 5', { views: '5' }, ALL_POSTS],
    ['@request.data.views > views', { views: '5' }, ['p2', 'p3']],
    ['@request.data.title = 5', { title: '5' }, []],
    ['@request.data.published = true', { published: true }, ALL_POSTS],
    ['@request.data.published = published', { published: true }, ['p1', 'p4']],
    ['@request.data.published = 1', { published: true }, ALL_POSTS],
  ] as [string, Record<string, unknown>, string[]][])('%s with %j', (filter, data, expected) => {
    expect(withRequest(filter, { data })).toEqual(expected);
  });

  it.each([
    ['@request.data.tags:length = 2', { tags: ['a', 'b', 'a', ''] }, ALL_POSTS],
    ['@request.data.tags:length = 0', {}, ALL_POSTS],
    ['@request.data.tags:length = 1', { tags: 'go' }, ALL_POSTS],
    ["@request.data.tags:each ?= 'go'", { tags: ['go', 'x'] }, ALL_POSTS],
    ["@request.data.tags:each = 'go'", { tags: ['go', 'x'] }, []],
    ["@request.data.tags:each = 'go'", { tags: ['go'] }, ALL_POSTS],
    ["@request.data.tags:each ~ 'g%'", { tags: '["go","gone"]' }, ALL_POSTS],
    ['@request.data.tags:each ?= tags:each', { tags: ['news'] }, ['p1', 'p4']],
    ["@request.data.status:each = 'live'", { status: 'live' }, ALL_POSTS],
  ] as [string, Record<string, unknown>, string[]][])('%s with %j', (filter, data, expected) => {
    expect(withRequest(filter, { data })).toEqual(expected);
  });

  it.each([
    ["@request.data.author.name = 'Bob'", { author: 'u_bob' }, ALL_POSTS],
    ["@request.data.author.name = 'Bob'", { author: 'u_ann' }, []],
    ["@request.data.author.company.name = 'Plata Cargo'", { author: 'u_cid' }, ALL_POSTS],
    ["@request.data.editors.name ?= 'Ann'", { editors: ['u_ann', 'u_bob'] }, ALL_POSTS],
    ["@request.data.editors.name = 'Ann'", { editors: ['u_ann', 'u_bob'] }, []],
    ["@request.data.editors.name = 'Ann'", { editors: ['u_ann'] }, ALL_POSTS],
    ["@request.data.editors.name = 'Ann'", { editors: [] }, []],
    ['@request.data.editors.name = null', {}, ALL_POSTS],
    ['@request.data.author.nope = null', { author: 'u_bob' }, ALL_POSTS],
    ['@request.data.author.company = author.company', { author: 'u_bob' }, ['p1', 'p2']],
  ] as [string, Record<string, unknown>, string[]][])('%s with %j', (filter, data, expected) => {
    expect(withRequest(filter, { data })).toEqual(expected);
  });

  it('binds submitted ids as parameters', () => {
    const { sql, params } = build("@request.data.editors.name ?= 'x'", {
      request: guestRequest({ data: { editors: ["a') OR 1=1 --", 'b'] } }),
    });
    expect(sql).toContain(`"@request.data.editors"."id" IN (?, ?)`);
    expect(params).toContain("a') OR 1=1 --");
  });
});

describe('@request.auth', () => {
  it('is empty for guests', () => {
    for (const filter of [
      "@request.auth.id = ''",
      '@request.auth.id = null',
      "@request.auth.name = ''",
      '@request.auth.id:isset = false',
      "@request.auth.company.name = ''",
    ]) {
      expect(withRequest(filter, {})).toEqual(ALL_POSTS);
    }
    expect(withRequest("@request.auth.id != ''", {})).toEqual([]);
    // Like '', a guest's NULL id equals an empty relation (p4 has no author).
    expect(withRequest('@request.auth.id = author', {})).toEqual(['p4']);
  });

  it.each([
    ['@request.auth.id = author', 'u_ann', ['p1']],
    ["@request.auth.id != ''", 'u_ann', ALL_POSTS],
    ['@request.auth.id:isset = true', 'u_ann', ALL_POSTS],
    ["@request.auth.collectionName = 'users'", 'u_bob', ALL_POSTS],
    ["@request.auth.collectionId = 'users_id'", 'u_bob', ALL_POSTS],
    ["@request.auth.username = 'bob'", 'u_bob', ALL_POSTS],
    ["@request.auth.email = 'bob@x.test'", 'u_bob', ALL_POSTS],
    ['@request.auth.emailVisibility = false', 'u_bob', ALL_POSTS],
    ['@request.auth.verified = true', 'u_ann', ALL_POSTS],
    ['@request.auth.verified = true', 'u_bob', []],
    ["@request.auth.name = 'Ann'", 'u_ann', ALL_POSTS],
    ['@request.auth.age > 30', 'u_ann', ALL_POSTS],
    ["@request.auth.company = 'c_golfo'", 'u_bob', ALL_POSTS],
    ["@request.auth.roles:each ?= 'admin'", 'u_ann', ALL_POSTS],
    ["@request.auth.roles:each ?= 'admin'", 'u_bob', []],
    ["@request.auth.roles:each = 'staff'", 'u_bob', ALL_POSTS],
    ['@request.auth.roles:length = 2', 'u_ann', ALL_POSTS],
    ["@request.auth.prefs.theme = 'dark'", 'u_ann', ALL_POSTS],
    ["@request.auth.company.name = 'Golfo Logistics'", 'u_ann', ALL_POSTS],
    ["@request.auth.company.name = 'Golfo Logistics'", 'u_cid', []],
    ['@request.auth.company.superusers.id ?= @request.auth.id', 'u_ann', ALL_POSTS],
    ['@request.auth.company.superusers.id ?= @request.auth.id', 'u_bob', []],
    ['@request.auth.company.superusers.id ?= @request.auth.id', 'u_cid', ALL_POSTS],
    ["@request.auth.profiles_via_user.bio = 'Ann bio'", 'u_ann', ALL_POSTS],
    ['@request.auth.unknown = null', 'u_ann', ALL_POSTS],
    // Hidden columns are not readable through @request.auth.
    ["@request.auth.tokenKey = 'secret-ann'", 'u_ann', []],
    ['editors.id ?= @request.auth.id', 'u_bob', ['p1', 'p2']],
    ['@request.auth.company = author.company', 'u_bob', ['p1', 'p2']],
  ])('%s as %s', (filter, userId, expected) => {
    expect(asUser(filter, userId)).toEqual(expected);
    // Read once instead of joined (as the server builds its queries): the same records.
    expect(asUser(filter, userId, 'posts', readRow)).toEqual(expected);
  });

  it("reads the caller's single related records once instead of joining their tables", () => {
    const request = authRequest(db, 'u_ann');
    for (const filter of [
      "@request.auth.company.name = 'Golfo Logistics'",
      "@request.auth.company.name != '' && @request.auth.company.created != ''",
    ]) {
      expect(build(filter, { request, readRow }).sql).not.toContain('JOIN');
      expect(build(filter, { request }).sql).toContain('JOIN');
    }
    // A multiple relation still joins its rows: the filter then reads any of them.
    expect(
      build('@request.auth.company.superusers.id ?= @request.auth.id', { request, readRow }).sql,
    ).toContain('json_each');
  });

  it('reads a related record that is gone, or a relation left empty, as NULL like the join', () => {
    const dee = authRequest(db, 'u_dee'); // no company
    const gone = authRequest(db, 'u_ann');
    gone.auth!.record = { ...gone.auth!.record, company: 'c_gone' };
    for (const request of [dee, gone]) {
      for (const filter of [
        "@request.auth.company.name = ''",
        '@request.auth.company.id = null',
        "@request.auth.company.plan != ''",
      ]) {
        const joined = selectIds(db, filter, { request });
        expect(joined).toEqual(filter.includes('!=') ? [] : ALL_POSTS);
        expect(selectIds(db, filter, { request, readRow })).toEqual(joined);
      }
    }
  });

  it('works inside rules of other collections', () => {
    expect(asUser('superusers.id ?= @request.auth.id', 'u_bob', 'companies')).toEqual(['c_plata']);
    expect(asUser('id = @request.auth.id', 'u_cid', 'users')).toEqual(['u_cid']);
  });

  it("always sees the caller's own email", () => {
    const request = authRequest(db, 'u_bob');
    const ids = selectIds(db, "@request.auth.email = 'bob@x.test'", {
      request,
      allowHiddenFields: false,
    });
    expect(ids).toEqual(ALL_POSTS);
  });
});

describe('invalid @request paths', () => {
  it.each([
    ['@request = 1', 'unknown field "@request"'],
    ['@request.foo = 1', 'unknown field "@request.foo"'],
    ['@request.context.x = 1', 'unknown field "@request.context.x"'],
    ['@request.headers.a.b = 1', 'unknown field "@request.headers.a.b"'],
    ['@request.query.x:each = 1', 'unknown field "@request.query.x:each"'],
    ['@request.data = 1', 'unknown field "@request.data"'],
    [
      '@request.data.title:length = 1',
      'the :length modifier only applies to select, file and relation fields ("@request.data.title:length")',
    ],
    [
      '@request.data.nope:each = 1',
      'the :each modifier only applies to select, file and relation fields ("@request.data.nope:each")',
    ],
  ])('%s', (filter, message) => {
    expect(() => build(filter)).toThrow(new QueryError(message));
  });
});
