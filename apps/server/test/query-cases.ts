// The result-based cases of the query compiler's tests (src/core/query/*.test.ts) as data, so
// that query-postgres.test.ts runs each one on SQLite and on PostgreSQL with the same expectation.
// Rows: src/core/query/tests/query-test-fixtures.ts.
import type { RequestInfo } from '../src/core/query/request-info.ts';

export type QueryCase = {
  filter: string;
  /** Record ids (sorted unless `sort` is given), a count (`count`), or a QueryError message. */
  expected: string[] | number | { error: string | RegExp };
  collection?: string;
  sort?: string;
  limit?: number;
  offset?: number;
  idEquals?: string;
  /** Instead of `filter`: rule and filter expressions ANDed together. */
  conditions?: string[];
  allowHiddenFields?: boolean;
  /** A guest request with these parts. */
  request?: Partial<RequestInfo>;
  /** Signed in as this fixture user, with `authRecord` overriding fields of their record. */
  as?: string;
  authRecord?: Record<string, unknown>;
  /** The caller's related records are read once instead of joined (as the server builds rules). */
  readRow?: boolean;
  count?: boolean;
};

const ALL = ['p1', 'p2', 'p3', 'p4'];
const error = (message: string | RegExp) => ({ error: message });
const pairs = (list: [string, string[]][], extra: Partial<QueryCase> = {}): QueryCase[] =>
  list.map(([filter, expected]) => ({ filter, expected, ...extra }));
const onCollections = (list: [string, string, string[]][]): QueryCase[] =>
  list.map(([filter, collection, expected]) => ({ filter, collection, expected }));

const comparisons: QueryCase[] = [
  ...pairs([
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
    ['views > 9', ['p1', 'p4']],
    ['views = 4.5', ['p2']],
    ['0 = views', ['p3']],
    ['views = -1', []],
    ["'Hello world' = title", ['p1']],
    ["'b' < 'a'", []],
    ['status = cover', ['p3']],
    ['status != cover', ['p1', 'p2', 'p4']],
    ["status = 'live' && views > 50 || views = 4.5", ['p2', 'p4']],
    ["status = 'live' && (views > 50 || views = 4.5)", ['p4']],
    ["views = 0 || status = 'draft' && views > 1", ['p2', 'p3']],
  ]),
  // Empty values and keywords.
  ...pairs([
    ["title = ''", ['p4']],
    ['title = null', ['p4']],
    ["'' = title", ['p4']],
    ['NULL = title', ['p4']],
    ["title != ''", ['p1', 'p2', 'p3']],
    ['title != null', ['p1', 'p2', 'p3']],
    ['null = null', ALL],
    ["'' != null", []],
    ['published = true', ['p1', 'p4']],
    ['published = false', ['p2', 'p3']],
    ['published != TRUE', ['p2', 'p3']],
    ["published_at = ''", ['p2', 'p3', 'p4']],
    ['meta = null', ['p3']],
    ['meta != null', ['p1', 'p2', 'p4']],
    ["meta = ''", []],
    [`title = "a' OR '1'='1"`, []],
  ]),
  // LIKE.
  ...onCollections([
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
  ]),
];

const six = 'author.company.superusers.company.superusers.company.name';
const deep = 'author.company.superusers.company.superusers.name';

const fields: QueryCase[] = [
  ...onCollections([
    ["author.name = 'Ann'", 'posts', ['p1']],
    ["author.company.name = 'Golfo Logistics'", 'posts', ['p1', 'p2']],
    ["post.author.company.name = 'Golfo Logistics'", 'comments', ['k1', 'k2', 'k3']],
    ["post.author.name = 'Bob'", 'comments', ['k3']],
    ["author.name = ''", 'posts', ['p3', 'p4']],
    ['author.id = author', 'posts', ALL],
    ["company.superusers.id ?= 'u_cid'", 'users', ['u_cid']],
    ["editors.company.plan ?= 'silver'", 'posts', ['p4']],
  ]),
  { filter: `${six} ?= 'Plata Cargo'`, expected: ['p3'] },
  // Join aliases longer than PostgreSQL's 63-byte identifiers, alike in their first 63 bytes.
  ...pairs([
    [`@collection.comments.post.${deep} ?= 'Ann'`, ALL],
    [`comments_via_post.${deep} ?= 'Ann'`, ['p1', 'p2']],
    [`comments_via_post.${deep} = 'Ann'`, ['p2']],
    [`comments_via_post.${deep} ?= ''`, ['p1', 'p3', 'p4']],
  ]),
  // Multi-valued operands.
  ...pairs([
    ["editors.name = 'Bob'", ['p2']],
    ["editors.name ?= 'Bob'", ['p1', 'p2']],
    ["editors.name != 'Bob'", []],
    ["editors.name ?!= 'Bob'", ['p1', 'p3', 'p4']],
    ["editors.id ?= 'u_cid'", ['p4']],
    ["tags:each = 'go'", ['p2']],
    ["tags:each ?= 'go'", ['p1', 'p2']],
    ["tags:each != 'go'", ['p4']],
    ["tags:each ?!= 'go'", ['p1', 'p3', 'p4']],
    ["tags:each ~ 'ne%'", ['p4']],
    ["tags:each ?~ 'ne%'", ['p1', 'p4']],
    ["tags:each > 'h'", ['p4']],
    ["tags:each ?< 'h'", ['p1', 'p2']],
    ['comments_via_post.likes > 0', ['p2']],
    ['comments_via_post.likes ?> 0', ['p1', 'p2']],
    ["comments_via_post.author ?= 'u_cid'", ['p1']],
    ["comments_via_post.message = 'meh'", ['p2']],
    ['comments_via_post.likes <= @collection.news.score', ['p1']],
    ['comments_via_post.likes < @collection.news.score', []],
    ['comments_via_post.likes ?< @collection.news.score', ['p1', 'p2']],
    ['tags:each = @collection.news.category', []],
    ['tags:each ?= @collection.news.category', ['p1', 'p2', 'p4']],
    ["'Bob' = editors.name", ['p2']],
    ['views > @collection.news.score', ['p1', 'p4']],
    ['views ?> @collection.news.score', ['p1', 'p2', 'p4']],
    ['tags:length = 2', ['p1']],
    ['tags:length = 0', ['p3']],
    ['files:length = 2', ['p1', 'p4']],
    ['cover:length = 1', ['p1']],
    ['editors:length > 1', ['p1', 'p4']],
  ]),
  ...onCollections([
    ['superusers:length = 2', 'companies', ['c_plata']],
    ['superusers.roles:length = 1', 'companies', []],
    ['superusers.roles:length ?= 1', 'companies', ['c_plata']],
    ['superusers.roles:length = 2', 'companies', ['c_golfo']],
    // Back-relations.
    ["profiles_via_user.bio = 'Ann bio'", 'users', ['u_ann']],
    ["profiles_via_user.bio = ''", 'users', ['u_bob', 'u_cid', 'u_dee']],
    ["comments_via_author.post.title ?= 'Hello world'", 'users', ['u_bob', 'u_cid']],
    // JSON fields.
    ['meta.a.b = 5', 'posts', ['p1']],
    ["meta.a.b = 'x'", 'posts', ['p2']],
    ['meta.list.1 = 2', 'posts', ['p1']],
    ['meta.0 = 1', 'posts', ['p4']],
    ['meta.a = null', 'posts', ['p3', 'p4']],
    ['meta.missing = null', 'posts', ALL],
    ["meta = 'plain'", 'companies', ['c_empty']],
    ['meta.tier = 1', 'companies', ['c_golfo']],
    ["meta.regions.1 = 'air'", 'companies', ['c_golfo']],
    ["prefs.theme = 'dark'", 'users', ['u_ann']],
    ["email = 'bob@x.test'", 'users', ['u_bob']],
  ]),
  // @collection.
  ...pairs([
    ["@collection.news.category ?= 'go'", ALL],
    ["@collection.news.category = 'go'", []],
    ["@collection.NEWS.title ?= 'Go news'", ALL],
    ["@collection.news_id.title ?= 'Go news'", ALL],
    ["@collection.news.category ?= 'go' && @collection.news.score ?= 3", []],
    ["@collection.news:a.category ?= 'go' && @collection.news:a.score ?= 3", []],
    ["@collection.news:a.category ?= 'go' && @collection.news:b.score ?= 3", ALL],
    ['@collection.comments.post ?= id && @collection.comments.likes ?> 4', ['p2']],
    ["author.email ~ 'x.test'", ['p1', 'p2']],
  ]),
  ...pairs(
    [
      ["@collection.users.email ?= 'bob@x.test'", ALL],
      ["author.email ~ 'x.test'", ['p1']],
    ],
    { allowHiddenFields: false },
  ),
  ...pairs(
    [
      ["email = 'bob@x.test'", []],
      ["email = 'ann@x.test'", ['u_ann']],
    ],
    { collection: 'users', allowHiddenFields: false },
  ),
  // Invalid fields.
  ...(
    [
      ['nope = 1', 'unknown field "nope"'],
      ['title.name = 1', 'field "title" is not a relation and has no sub-fields'],
      ['comments_via_message.likes = 1', /is not a relation to posts/],
      ['title:length = 1', /the :length modifier only applies/],
      ['meta.a:each = 1', 'the :each modifier does not apply to JSON paths ("meta")'],
      ["email = 'x'", 'unknown field "email"'],
      [`${six.replace('.name', '.superusers.name')} = 'x'`, /too many nested relations/],
    ] as [string, string | RegExp][]
  ).map(([filter, message]) => ({ filter, expected: error(message) })),
];

const selects: QueryCase[] = [
  ...pairs([
    ["author.name != ''", ['p1', 'p2']],
    ["author.name != '' && editors.name ?= 'Bob'", ['p1', 'p2']],
  ]),
  { filter: "author.name != ''", expected: 2, count: true },
  { filter: "author.name != '' && editors.name ?= 'Bob'", expected: 2, count: true },
  {
    filter: '',
    conditions: ['', "status = 'live' || views = 4.5", 'published = true'],
    expected: ['p1', 'p4'],
  },
  { filter: "status = 'live'", idEquals: 'p4', expected: ['p4'] },
  { filter: "status = 'live'", idEquals: 'p2', expected: [] },
  { filter: '', idEquals: 'p3', expected: ['p3'] },
  { filter: "status = 'live'", expected: 2, count: true },
  { filter: "editors.name ?= 'Bob'", expected: 2, count: true },
  { filter: '@collection.news.score ?> 0', expected: 4, count: true },
  { filter: '', sort: 'views', limit: 2, expected: ['p3', 'p2'] },
  { filter: '', sort: 'views', limit: 2, offset: 1, expected: ['p2', 'p1'] },
  { filter: '', sort: 'views', offset: 3, expected: ['p4'] },
  { filter: 'title =', expected: error(/incomplete filter expression/) },
  { filter: "title = 'x' &", expected: error(/invalid join operator/) },
  {
    filter: "title != 'x' && @request.data.author.name = 'Bob'",
    request: { data: { author: 'u_bob' } },
    sort: '-views',
    limit: 5,
    idEquals: 'p2',
    expected: ['p2'],
  },
  // Datetime macros: the fixture's "now" is Saturday 2024-06-15 12:00:00 UTC.
  ...pairs([
    ['created >= @todayStart && created <= @todayEnd', ['p2']],
    ['created < @now', ['p1']],
    ['created >= @monthStart && created <= @monthEnd', ['p2', 'p3']],
    ['created >= @yearStart && created <= @yearEnd', ['p1', 'p2', 'p3']],
    ["published_at < @now && published_at != ''", ['p1']],
    ['@year = 2024 && @month = 6 && @day = 15', ALL],
    ['@hour = 12 && @minute = 0 && @second = 0 && @weekday = 6', ALL],
    ['@year = 2025', []],
    ["@now = '2024-06-15 12:00:00.000Z'", ALL],
    ['views < @year', ALL],
  ]),
  // Sort.
  ...(
    [
      ['-views', ['p4', 'p1', 'p2', 'p3']],
      ['views', ['p3', 'p2', 'p1', 'p4']],
      ['+views', ['p3', 'p2', 'p1', 'p4']],
      [' -created , title ', ['p4', 'p3', 'p2', 'p1']],
      ['status,-views', ['p3', 'p2', 'p4', 'p1']],
      ['author.name', ['p4', 'p3', 'p1', 'p2']],
      ['-tags:length,title', ['p1', 'p4', 'p2', 'p3']],
      ['-meta.a.b,id', ['p2', 'p1', 'p3', 'p4']],
    ] as [string, string[]][]
  ).map(([sort, expected]) => ({ filter: '', sort, expected })),
  {
    filter: '',
    collection: 'companies',
    sort: '-meta.tier,name',
    expected: ['c_golfo', 'c_empty', 'c_plata'],
  },
  { filter: '', sort: 'nope', expected: error('invalid sort field "nope": unknown field "nope"') },
  {
    filter: '',
    sort: '@request.query.x',
    expected: error('invalid sort field "@request.query.x"'),
  },
];

export const QUERY_CASE_GROUPS: Record<string, QueryCase[]> = {
  comparisons,
  fields,
  selects,
};
