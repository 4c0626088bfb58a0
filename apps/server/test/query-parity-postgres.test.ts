import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QueryError } from '../src/core/query/query-error.ts';
import { buildRecordSelect, type RecordSelectInput } from '../src/core/query/record-select.ts';
import { blankRequestInfo, type RequestInfo } from '../src/core/query/request-info.ts';
import { postgresEngine, sqliteEngine, type QueryEngine } from './query-engines.ts';
import {
  MIXED,
  MIXED_ROWS,
  PARITY_CONSTANTS,
  PARITY_FIELDS,
  PARITY_RIGHT_FIELDS,
} from './query-parity-fixtures.ts';

// Every kind of operand against every kind of value, on SQLite (PocketBase's engine, whose
// answers are the reference) and on PostgreSQL: the same records, or the same QueryError.
const fixtures = { collections: [MIXED], rows: { mixed: MIXED_ROWS } };
let sqlite: QueryEngine;
let postgres: QueryEngine;
beforeAll(async () => {
  sqlite = sqliteEngine(fixtures);
  postgres = await postgresEngine(inject('postgresUrl'), fixtures);
});
afterAll(async () => {
  await Promise.all([sqlite.close(), postgres.close()]);
});

type Query = Partial<RecordSelectInput> & { filter: string };

async function answer(engine: QueryEngine, query: Query): Promise<string> {
  const { filter, ...rest } = query;
  let built: { sql: string; params: unknown[] };
  try {
    built = buildRecordSelect({
      collection: MIXED,
      lookup: (name) => (name === MIXED.name || name === MIXED.id ? MIXED : undefined),
      request: blankRequestInfo(),
      allowHiddenFields: true,
      conditions: [filter],
      mode: 'rows',
      now: new Date('2024-06-15T12:00:00.000Z'),
      ...rest,
      dialect: engine.dialect,
    });
  } catch (error) {
    if (error instanceof QueryError) return `QueryError: ${error.message}`;
    throw error;
  }
  try {
    const ids = (await engine.all(built.sql, built.params)).map((row) => String(row.id));
    return (rest.sort ? ids : ids.sort()).join(',');
  } catch (error) {
    return `database error: ${(error as Error).message}`;
  }
}

/** The queries whose answers differ, with both answers. */
async function differences(queries: Query[]): Promise<string[]> {
  const found: string[] = [];
  for (const query of queries) {
    const [expected, actual] = [await answer(sqlite, query), await answer(postgres, query)];
    if (expected !== actual) {
      const what = [query.filter, query.sort && `sort ${query.sort}`, query.request && 'request']
        .filter(Boolean)
        .join(' ');
      found.push(`${what}: SQLite [${expected}] PostgreSQL [${actual}]`);
    }
  }
  return found;
}

// '<' and '>=' mirror '>' and '<=', '!~' is NOT '~'; the '?' forms differ only on
// multi-valued operands.
const OPERATORS = ['=', '!=', '>', '<=', '~', '?=', '?!='];

describe('every operand against every value', () => {
  it.each(PARITY_FIELDS)('%s', async (left) => {
    const rights = [...PARITY_CONSTANTS, ...PARITY_RIGHT_FIELDS];
    const queries = rights.flatMap((right) =>
      OPERATORS.map((operator) => ({ filter: `${left} ${operator} ${right}` })),
    );
    expect(await differences(queries)).toEqual([]);
  });

  it('answers constants on the left and between themselves', async () => {
    const queries = PARITY_CONSTANTS.flatMap((left) =>
      [...PARITY_CONSTANTS.slice(0, 12), 't', 'j.a', 'tags:each'].flatMap((right) =>
        ['=', '!=', '<', '~'].map((operator) => ({ filter: `${left} ${operator} ${right}` })),
      ),
    );
    expect(await differences(queries)).toEqual([]);
  });
});

describe('submitted values', () => {
  const values: unknown[] = ['10', 10, 4.5, true, false, null, '', 'a', 'É', [1, 'a'], { a: 1 }];
  const request = (value: unknown): RequestInfo =>
    blankRequestInfo({ data: { t: value, n: value, b: value, j: value, tags: value, x: value } });

  it.each(['t', 'n', 'b', 'j', 'tags', 'x'])('@request.data.%s', async (name) => {
    const queries = values.flatMap((value) =>
      ['t', 'n', 'b', 'j.a', 'tags', 'tags:each', 'one', 'null', "''"].flatMap((right) =>
        ['=', '!=', '<', '>=', '~'].map((operator) => ({
          filter: `@request.data.${name} ${operator} ${right}`,
          request: request(value),
        })),
      ),
    );
    expect(await differences(queries)).toEqual([]);
  });

  it('@request.data.tags:each and :length', async () => {
    const lists: unknown[] = [['x', 'Y'], ['10', 10], [], 'a', ['É', 'é']];
    const queries = lists.flatMap((value) =>
      ["tags:each ?= 'a'", 'tags:each ?= tags:each', 'tags:each = t', 'tags:each ~ t'].flatMap(
        (condition) => [
          { filter: `@request.data.${condition}`, request: request(value) },
          {
            filter: `@request.data.tags:length = ${condition.split(' ')[2]}`,
            request: request(value),
          },
        ],
      ),
    );
    expect(await differences(queries)).toEqual([]);
  });

  it('decides a LIKE pattern ending in a lone escape like SQLite (which matches nothing)', async () => {
    const pattern = blankRequestInfo({ data: { x: '%\\' } });
    const queries = ['t ~ @request.data.x', 't !~ @request.data.x', 'rel.t !~ @request.data.x'];
    expect(await differences(queries.map((filter) => ({ filter, request: pattern })))).toEqual([]);
    const everyId = MIXED_ROWS.map((row) => String(row.id)).sort();
    expect(await answer(postgres, { filter: 't !~ @request.data.x', request: pattern })).toBe(
      everyId.join(','),
    );
  });
});

describe('the signed-in record and the records it points to', () => {
  // MIXED stands in for an auth collection: `@request.auth.rel.*` reads the related record
  // through a join, or (with readRow) once, as bound values.
  async function signedIn(engine: QueryEngine, id: string): Promise<RequestInfo> {
    const [row] = await engine.all('SELECT * FROM "mixed" WHERE "id" = ?', [id]);
    const record = { ...row, b: Boolean(row!.b), tags: parseList(row!.tags), j: parseJson(row!.j) };
    return blankRequestInfo({ auth: { collection: MIXED, record } });
  }

  // Related records: m1 (JSON object), m3 (numeric text), none (m3's rel is ''), a missing
  // one (m4), itself (m6), one whose id reads as a number ('10').
  it.each(['m2', 'm3', 'm4', 'm5', 'm6', '10'])('as %s', async (id) => {
    const requests = { sqlite: await signedIn(sqlite, id), postgres: await signedIn(postgres, id) };
    const filters = ['t', 'n', 'b', 'tags', 'one', 'j.a', 'tags:each', 'tags:length'].flatMap(
      (field) =>
        ['t', 'n', 'b', "'10'", '10', "''"].flatMap((right) =>
          ['=', '<', '~'].flatMap((operator) => [
            `@request.auth.rel.${field} ${operator} ${right}`,
            `@request.auth.${field} ${operator} ${right}`,
          ]),
        ),
    );
    const found: string[] = [];
    for (const filter of filters) {
      for (const readRow of [false, true]) {
        const [expected, actual] = await Promise.all(
          (['sqlite', 'postgres'] as const).map((name) => {
            const engine = name === 'sqlite' ? sqlite : postgres;
            const read = readRow ? { readRow: engine.readRow } : {};
            return answer(engine, { filter, request: requests[name], ...read });
          }),
        );
        if (expected !== actual)
          found.push(
            `${filter}${readRow ? ' (read once)' : ''}: SQLite [${expected}] PostgreSQL [${actual}]`,
          );
      }
    }
    expect(found).toEqual([]);
  });
});

function parseList(value: unknown): unknown {
  try {
    return JSON.parse(String(value));
  } catch {
    return value;
  }
}

function parseJson(value: unknown): unknown {
  return value === null || value === undefined ? null : parseList(value);
}

describe('sort', () => {
  // Single-valued operands: multi-valued ones have no defined order in SQLite.
  const single = PARITY_FIELDS.filter((name) => !/^(rels|mixed_via|@collection)|:each/.test(name));

  it.each(single)('%s', async (name) => {
    const queries = [`${name},id`, `-${name},id`, `${name},-id`].flatMap((sort) => [
      { filter: '', sort },
      // Joins that repeat records (one row per record kept by DISTINCT or GROUP BY id).
      { filter: "rels.t ?!= 'zzz' || @collection.mixed.b ?= true", sort },
    ]);
    expect(await differences(queries)).toEqual([]);
  });

  it('pages the same way', async () => {
    const queries = [0, 2, 5].map((offset) => ({ filter: '', sort: '-j.a,id', limit: 3, offset }));
    queries.push({ filter: 'rels.n ?> 0', sort: 't,id', limit: 2, offset: 1 });
    expect(await differences(queries)).toEqual([]);
  });
});
