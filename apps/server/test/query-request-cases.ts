// The `@request.*` cases of src/core/query/request-field.test.ts as data (see query-cases.ts).
import type { RequestInfo } from '../src/core/query/request-info.ts';
import type { QueryCase } from './query-cases.ts';

const ALL = ['p1', 'p2', 'p3', 'p4'];

const withRequest = (list: [string, Partial<RequestInfo>, string[]][]): QueryCase[] =>
  list.map(([filter, request, expected]) => ({ filter, request, expected }));

const withData = (list: [string, Record<string, unknown>, string[]][]): QueryCase[] =>
  list.map(([filter, data, expected]) => ({ filter, request: { data }, expected }));

/** Each case as the given user, joined and with related records read once. */
const asUser = (list: [string, string, string[]][]): QueryCase[] =>
  list.flatMap(([filter, as, expected]) => [
    { filter, as, expected },
    { filter, as, expected, readRow: true },
  ]);

const staticParts = withRequest([
  ["@request.context = 'default'", {}, ALL],
  ["@request.context = 'realtime'", {}, []],
  ["@request.context = 'realtime'", { context: 'realtime' }, ALL],
  ["@request.method = 'POST'", { method: 'POST' }, ALL],
  ["@request.method = 'POST'", {}, []],
  ["@request.headers.x_token = 'abc'", { headers: { x_token: 'abc' } }, ALL],
  ["@request.headers.x_token = ''", {}, ALL],
  ['@request.headers.x_token:isset = true', { headers: { x_token: '' } }, ALL],
  ["@request.query.page = '2'", { query: { page: '2' } }, ALL],
  ['@request.query.missing = null', {}, ALL],
  ["@request.query.missing = ''", {}, ALL],
  ['@request.query.missing:isset = false', {}, ALL],
  ['@request.query.page:isset = true', { query: { page: '1' } }, ALL],
  ['@request.query.title = title', { query: { title: '100% sure' } }, ['p2']],
]);

const data = withData([
  ['@request.data.title:isset = true', { title: 'x' }, ALL],
  ['@request.data.title:isset = true', {}, []],
  ['@request.data.title:isset = false', {}, ALL],
  ['@request.data.title = title', { title: 'Hello world' }, ['p1']],
  ['@request.data.nope = null', {}, ALL],
  ['@request.data.nope.deep = null', { nope: 'text' }, ALL],
  ['@request.data.meta.a = 1', { meta: { a: 1 } }, ALL],
  ['@request.data.meta.a:isset = true', { meta: { a: null } }, ALL],
  ['@request.data.tags = \'["a","b"]\'', { tags: ['a', 'b'] }, ALL],
  ['@request.data.views = 5', { views: '5' }, ALL],
  ['@request.data.views > views', { views: '5' }, ['p2', 'p3']],
  ['@request.data.title = 5', { title: '5' }, []],
  ['@request.data.published = true', { published: true }, ALL],
  ['@request.data.published = published', { published: true }, ['p1', 'p4']],
  ['@request.data.published = 1', { published: true }, ALL],
  ['@request.data.tags:length = 2', { tags: ['a', 'b', 'a', ''] }, ALL],
  ['@request.data.tags:length = 0', {}, ALL],
  ['@request.data.tags:length = 1', { tags: 'go' }, ALL],
  ["@request.data.tags:each ?= 'go'", { tags: ['go', 'x'] }, ALL],
  ["@request.data.tags:each = 'go'", { tags: ['go', 'x'] }, []],
  ["@request.data.tags:each = 'go'", { tags: ['go'] }, ALL],
  ["@request.data.tags:each ~ 'g%'", { tags: '["go","gone"]' }, ALL],
  ['@request.data.tags:each ?= tags:each', { tags: ['news'] }, ['p1', 'p4']],
  ["@request.data.status:each = 'live'", { status: 'live' }, ALL],
  ["@request.data.author.name = 'Bob'", { author: 'u_bob' }, ALL],
  ["@request.data.author.name = 'Bob'", { author: 'u_ann' }, []],
  ["@request.data.author.company.name = 'Plata Cargo'", { author: 'u_cid' }, ALL],
  ["@request.data.editors.name ?= 'Ann'", { editors: ['u_ann', 'u_bob'] }, ALL],
  ["@request.data.editors.name = 'Ann'", { editors: ['u_ann', 'u_bob'] }, []],
  ["@request.data.editors.name = 'Ann'", { editors: ['u_ann'] }, ALL],
  ["@request.data.editors.name = 'Ann'", { editors: [] }, []],
  ['@request.data.editors.name = null', {}, ALL],
  ['@request.data.author.nope = null', { author: 'u_bob' }, ALL],
  ['@request.data.author.company = author.company', { author: 'u_bob' }, ['p1', 'p2']],
  ["@request.data.editors.name ?= 'x'", { editors: ["a') OR 1=1 --", 'b'] }, []],
]);

const guests = withRequest([
  ["@request.auth.id = ''", {}, ALL],
  ['@request.auth.id = null', {}, ALL],
  ["@request.auth.name = ''", {}, ALL],
  ['@request.auth.id:isset = false', {}, ALL],
  ["@request.auth.company.name = ''", {}, ALL],
  ["@request.auth.id != ''", {}, []],
  ['@request.auth.id = author', {}, ['p4']],
]);

const signedIn: QueryCase[] = [
  ...asUser([
    ['@request.auth.id = author', 'u_ann', ['p1']],
    ["@request.auth.id != ''", 'u_ann', ALL],
    ['@request.auth.id:isset = true', 'u_ann', ALL],
    ["@request.auth.collectionName = 'users'", 'u_bob', ALL],
    ["@request.auth.collectionId = 'users_id'", 'u_bob', ALL],
    ["@request.auth.username = 'bob'", 'u_bob', ALL],
    ["@request.auth.email = 'bob@x.test'", 'u_bob', ALL],
    ['@request.auth.emailVisibility = false', 'u_bob', ALL],
    ['@request.auth.verified = true', 'u_ann', ALL],
    ['@request.auth.verified = true', 'u_bob', []],
    ["@request.auth.name = 'Ann'", 'u_ann', ALL],
    ['@request.auth.age > 30', 'u_ann', ALL],
    ["@request.auth.company = 'c_golfo'", 'u_bob', ALL],
    ["@request.auth.roles:each ?= 'admin'", 'u_ann', ALL],
    ["@request.auth.roles:each ?= 'admin'", 'u_bob', []],
    ["@request.auth.roles:each = 'staff'", 'u_bob', ALL],
    ['@request.auth.roles:length = 2', 'u_ann', ALL],
    ["@request.auth.prefs.theme = 'dark'", 'u_ann', ALL],
    ["@request.auth.company.name = 'Golfo Logistics'", 'u_ann', ALL],
    ["@request.auth.company.name = 'Golfo Logistics'", 'u_cid', []],
    ['@request.auth.company.superusers.id ?= @request.auth.id', 'u_ann', ALL],
    ['@request.auth.company.superusers.id ?= @request.auth.id', 'u_bob', []],
    ['@request.auth.company.superusers.id ?= @request.auth.id', 'u_cid', ALL],
    ["@request.auth.profiles_via_user.bio = 'Ann bio'", 'u_ann', ALL],
    ['@request.auth.unknown = null', 'u_ann', ALL],
    ["@request.auth.tokenKey = 'secret-ann'", 'u_ann', []],
    ['editors.id ?= @request.auth.id', 'u_bob', ['p1', 'p2']],
    ['@request.auth.company = author.company', 'u_bob', ['p1', 'p2']],
    // Fields of the related record read once: numbers, booleans and lists bind by their type.
    ['@request.auth.company.meta.tier = 1', 'u_ann', ALL],
    ['@request.auth.company.superusers:length = 2', 'u_cid', ALL],
    ["@request.auth.company.created = ''", 'u_ann', ALL],
  ]),
  ...(["@request.auth.company.name = ''", '@request.auth.company.id = null'] as const).flatMap(
    (filter) =>
      [
        { as: 'u_dee' },
        { as: 'u_ann', authRecord: { company: 'c_gone' } },
        { as: 'u_dee', readRow: true },
        { as: 'u_ann', authRecord: { company: 'c_gone' }, readRow: true },
      ].map((who) => ({ filter, expected: ALL, ...who })),
  ),
  { filter: "@request.auth.company.plan != ''", as: 'u_dee', readRow: true, expected: [] },
  { filter: "@request.auth.company.plan != ''", as: 'u_dee', expected: [] },
  {
    filter: 'superusers.id ?= @request.auth.id',
    as: 'u_bob',
    collection: 'companies',
    expected: ['c_plata'],
  },
  { filter: 'id = @request.auth.id', as: 'u_cid', collection: 'users', expected: ['u_cid'] },
  {
    filter: "@request.auth.email = 'bob@x.test'",
    as: 'u_bob',
    allowHiddenFields: false,
    expected: ALL,
  },
];

export const REQUEST_CASE_GROUPS: Record<string, QueryCase[]> = {
  staticParts,
  data,
  guests,
  signedIn,
};
