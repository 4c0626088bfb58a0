// Collections and rows for the query compiler tests, chosen to tell the comparison rules apart.
import type { CollectionModel, SchemaField } from '@rumbo/domain';

export type Row = Record<string, unknown>;

export function field(name: string, type: SchemaField['type'], options: Row = {}): SchemaField {
  const { required = false, ...rest } = options;
  return {
    system: false,
    id: `f_${name}`,
    name,
    type,
    required: Boolean(required),
    presentable: false,
    unique: false,
    options: rest,
  };
}

export function collection(
  name: string,
  type: CollectionModel['type'],
  schema: SchemaField[],
  indexes: string[] = [],
): CollectionModel {
  const rules = { listRule: '', viewRule: '', createRule: '', updateRule: '', deleteRule: '' };
  return {
    id: `${name}_id`,
    created: '',
    updated: '',
    name,
    type,
    system: false,
    schema,
    indexes,
    options: {},
    ...rules,
  };
}

const rel = (collectionId: string, maxSelect: number | null) => ({
  collectionId,
  maxSelect,
  cascadeDelete: false,
});

export const COLLECTIONS: CollectionModel[] = [
  collection('users', 'auth', [
    field('name', 'text'),
    field('company', 'relation', rel('companies_id', 1)),
    field('roles', 'select', { maxSelect: 3, values: ['admin', 'staff', 'viewer'] }),
    field('age', 'number'),
    field('prefs', 'json'),
  ]),
  collection('companies', 'base', [
    field('name', 'text'),
    field('superusers', 'relation', rel('users_id', null)),
    field('plan', 'select', { maxSelect: 1, values: ['gold', 'silver'] }),
    field('meta', 'json'),
  ]),
  collection('posts', 'base', [
    field('title', 'text'),
    field('author', 'relation', rel('users_id', 1)),
    field('editors', 'relation', rel('users_id', 5)),
    field('tags', 'select', { maxSelect: 5, values: ['news', 'go', 'misc'] }),
    field('status', 'select', { maxSelect: 1, values: ['live', 'draft'] }),
    field('views', 'number'),
    field('published', 'bool'),
    field('meta', 'json'),
    field('published_at', 'date'),
    field('files', 'file', { maxSelect: 3 }),
    field('cover', 'file', { maxSelect: 1 }),
  ]),
  collection('comments', 'base', [
    field('post', 'relation', rel('posts_id', 1)),
    field('author', 'relation', rel('users_id', 1)),
    field('message', 'text'),
    field('likes', 'number'),
  ]),
  collection(
    'profiles',
    'base',
    [field('user', 'relation', rel('users_id', 1)), field('bio', 'text')],
    ['CREATE UNIQUE INDEX `idx_profiles_user` ON `profiles` (`user`)'],
  ),
  collection('news', 'base', [
    field('title', 'text'),
    field('category', 'text'),
    field('score', 'number'),
  ]),
];

export const ROWS: Record<string, Row[]> = {
  users: [
    {
      id: 'u_ann',
      username: 'ann',
      email: 'ann@x.test',
      emailVisibility: 1,
      verified: 1,
      name: 'Ann',
      company: 'c_golfo',
      roles: '["admin","staff"]',
      age: 40,
      prefs: '{"theme":"dark"}',
      tokenKey: 'secret-ann',
    },
    {
      id: 'u_bob',
      username: 'bob',
      email: 'bob@x.test',
      emailVisibility: 0,
      verified: 0,
      name: 'Bob',
      company: 'c_golfo',
      roles: '["staff"]',
      age: 25,
    },
    {
      id: 'u_cid',
      username: 'cid',
      email: 'cid@y.test',
      emailVisibility: 1,
      verified: 1,
      name: '',
      company: 'c_plata',
      roles: '[]',
      age: 0,
    },
    {
      id: 'u_dee',
      username: 'dee',
      email: '',
      emailVisibility: 0,
      verified: 0,
      name: 'Dee_%',
      company: '',
      roles: '["viewer"]',
      age: 31,
    },
  ],
  companies: [
    {
      id: 'c_golfo',
      name: 'Golfo Logistics',
      superusers: '["u_ann"]',
      plan: 'gold',
      meta: '{"tier":1,"regions":["sea","air"]}',
    },
    {
      id: 'c_plata',
      name: 'Plata Cargo',
      superusers: '["u_cid","u_bob"]',
      plan: 'silver',
      meta: null,
    },
    { id: 'c_empty', name: '', superusers: '[]', plan: '', meta: '"plain"' },
  ],
  posts: [
    {
      id: 'p1',
      title: 'Hello world',
      author: 'u_ann',
      editors: '["u_ann","u_bob"]',
      tags: '["news","go"]',
      status: 'live',
      views: 10,
      published: 1,
      meta: '{"a":{"b":5},"list":[1,2,3]}',
      published_at: '2024-05-01 09:00:00.000Z',
      files: '["a.png","b.png"]',
      cover: 'a.png',
      created: '2024-05-01 09:00:00.000Z',
    },
    {
      id: 'p2',
      title: '100% sure',
      author: 'u_bob',
      editors: '["u_bob"]',
      tags: '["go"]',
      status: 'draft',
      views: 4.5,
      published: 0,
      meta: '{"a":{"b":"x"}}',
      published_at: '',
      files: '["c.png"]',
      created: '2024-06-15 12:30:00.000Z',
    },
    {
      id: 'p3',
      title: 'under_score',
      author: 'u_cid',
      editors: '[]',
      tags: '[]',
      status: '',
      views: 0,
      published: 0,
      meta: null,
      files: '[]',
      created: '2024-06-16 00:00:00.000Z',
    },
    {
      id: 'p4',
      title: '',
      author: '',
      editors: '["u_cid","u_gone"]',
      tags: '["news"]',
      status: 'live',
      views: 100,
      published: 1,
      meta: '[1,2]',
      files: '["d.png","e.png"]',
      created: '2025-01-01 00:00:00.000Z',
    },
  ],
  comments: [
    { id: 'k1', post: 'p1', author: 'u_bob', message: 'great', likes: 3 },
    { id: 'k2', post: 'p1', author: 'u_cid', message: 'nice', likes: 0 },
    { id: 'k3', post: 'p2', author: 'u_ann', message: 'meh', likes: 5 },
  ],
  profiles: [
    { id: 'pr1', user: 'u_ann', bio: 'Ann bio' },
    { id: 'pr2', user: 'u_bob', bio: '' },
  ],
  news: [
    { id: 'n1', title: 'Go news', category: 'go', score: 7 },
    { id: 'n2', title: 'News news', category: 'news', score: 3 },
  ],
};

export function lookup(nameOrId: string): CollectionModel | undefined {
  const key = nameOrId.toLowerCase();
  return COLLECTIONS.find((c) => c.id === nameOrId || c.name.toLowerCase() === key);
}

export function byName(name: string): CollectionModel {
  const found = lookup(name);
  if (!found) throw new Error(`no fixture collection ${name}`);
  return found;
}
