// A collection whose rows hold the values SQLite's loose typing treats in its own ways: numeric
// text, mixed-case and non-ASCII letters, LIKE wildcards, JSON of every kind (and text that is
// not JSON), lists holding numbers, a single select holding a JSON list, huge and tiny numbers,
// relations to missing records. query-parity-postgres.test.ts compares both engines on it.
import type { CollectionModel, SchemaField } from '@rumbo/domain';
import type { Row } from '../src/core/query/tests/query-test-fixtures.ts';

function field(name: string, type: SchemaField['type'], options: Row = {}): SchemaField {
  return {
    system: false,
    id: `f_${name}`,
    name,
    type,
    required: false,
    presentable: false,
    unique: false,
    options,
  };
}

const relation = (maxSelect: number) => ({ collectionId: 'mixed_id', maxSelect });

export const MIXED: CollectionModel = {
  id: 'mixed_id',
  created: '',
  updated: '',
  name: 'mixed',
  type: 'base',
  system: false,
  schema: [
    field('t', 'text'),
    field('n', 'number'),
    field('b', 'bool'),
    field('j', 'json'),
    field('tags', 'select', { maxSelect: 3, values: [] }),
    field('one', 'select', { maxSelect: 1, values: [] }),
    field('rel', 'relation', relation(1)),
    field('rels', 'relation', relation(5)),
  ],
  indexes: [],
  options: {},
  listRule: '',
  viewRule: '',
  createRule: '',
  updateRule: '',
  deleteRule: '',
};

const J1 = '{"a":10,"s":"10","arr":[1,"x",true],"o":{"k":1},"f":4.25}';

export const MIXED_ROWS: Row[] = [
  {
    id: 'm1',
    ...{ t: 'a', n: 10, b: 1, j: J1, tags: '["x","Y"]', one: 'live' },
    ...{ rel: 'm2', rels: '["m2","m3"]', created: '2024-01-01 00:00:00.000Z' },
  },
  {
    id: 'm2',
    ...{ t: 'B', n: 4.5, b: 0, j: '{"a":4.5,"s":"abc","arr":[],"f":10.0}', tags: '["10"]' },
    ...{ one: '5', rel: 'm1', rels: '[]', created: '2024-06-15 12:00:00.000Z' },
  },
  {
    id: 'm3',
    ...{ t: '10', n: 0, b: 1, j: '"10"', tags: '[]', one: '', rel: '', rels: '["m1"]' },
    created: '2023-12-31 23:59:59.999Z',
  },
  {
    id: 'm4',
    ...{ t: '10.0', n: -3, b: 0, j: '10', tags: '["É","é"]', one: 'É', rel: 'm9' },
    ...{ rels: '["m1","m2","m3"]', created: '2024-06-15 12:00:00.000Z' },
  },
  {
    id: 'm5',
    ...{ t: '_%\\', n: 1e20, b: 1, j: 'true', tags: '[1,"a",null]', one: '["a","b"]' },
    ...{ rel: 'm3', rels: 'm1', created: '' },
  },
  {
    id: 'm6',
    ...{ t: 'É', n: 0.1, b: 0, j: 'not json', tags: '', one: 'x', rel: 'm6', rels: '["m6"]' },
    created: '2025-02-03 04:05:06.789Z',
  },
  {
    id: 'm7',
    ...{ t: '', n: 100, b: 0, j: null, tags: '["a"]', one: 'true', rel: 'm1', rels: '["m9",10]' },
    created: '2024-06-15 12:00:00.000Z',
  },
  {
    id: 'm8',
    ...{ t: ' 10 ', n: 7, b: 1, j: '[1,2,"3",{"a":"b"}]', tags: '["b","a"]', one: '[]' },
    ...{ rel: 'm7', rels: '["m7","m8"]', created: '2024-02-29 00:00:00.000Z' },
  },
  // An id that reads as a number: a list item 10 (a number) never points to it in SQLite.
  {
    id: '10',
    t: 'ten',
    n: 10,
    b: 1,
    j: '{"a":"10"}',
    tags: '[10]',
    one: '10',
    rel: '10',
    rels: '[10,"10"]',
  },
];

/** Left operands: every kind of field, path, modifier and relation. */
export const PARITY_FIELDS = [
  ...['t', 'n', 'b', 'j', 'j.a', 'j.s', 'j.arr.2', 'j.o', 'j.1', 'tags', 'tags:each'],
  ...['tags:length', 'one', 'one:each', 'one:length', 'rel', 'rel.t', 'rel.n', 'rel.b'],
  ...['rels.t', 'rels.n', 'rels:length', 'created', 'mixed_via_rel.t', '@collection.mixed.b'],
];

/** Right-hand constants, written as filter literals. */
export const PARITY_CONSTANTS = [
  ...["''", 'null', 'true', 'false', '0', '1', '10', '4.5', '100000000000000000000'],
  ...["'10'", "'10.0'", "' 10 '", "'1e1'", "'a'", "'B'", "'É'", "'abc'", "'x%'", "'_'"],
  ...["'\\\\%'", "'live'", '\'["x","Y"]\'', "'1.0e+20'", '@now', '@year'],
];

/** Right-hand fields, compared with every left operand. */
export const PARITY_RIGHT_FIELDS = ['t', 'n', 'b', 'j.a', 'tags:each', 'tags:length', 'one'];
