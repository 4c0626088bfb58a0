import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QueryError } from '../src/core/query/query-error.ts';
import { build } from '../src/core/query/tests/query-test-db.ts';
import { QUERY_CASE_GROUPS, type QueryCase } from './query-cases.ts';
import {
  countRows,
  postgresEngine,
  selectIds,
  sqliteEngine,
  type EngineSelectOptions,
  type QueryEngine,
} from './query-engines.ts';
import { REQUEST_CASE_GROUPS } from './query-request-cases.ts';

// The query compiler's cases (src/core/query/*.test.ts) on both engines: every filter, rule and
// sort gives the same records on PostgreSQL as on SQLite, PocketBase's engine.
const engines: Record<'sqlite' | 'postgres', QueryEngine> = {} as never;
beforeAll(async () => {
  engines.sqlite = sqliteEngine();
  engines.postgres = await postgresEngine(inject('postgresUrl'));
});
afterAll(async () => {
  await Promise.all(Object.values(engines).map((engine) => engine.close()));
});

function options(testCase: QueryCase): EngineSelectOptions {
  const {
    filter: _filter,
    expected: _expected,
    count: _count,
    readRow,
    request,
    ...rest
  } = testCase;
  return {
    ...rest,
    ...(request ? { request: { ...guest(), ...request } } : {}),
    useReadRow: readRow,
  };
}

function guest() {
  return {
    context: 'default' as const,
    method: 'GET',
    query: {},
    headers: {},
    data: {},
    auth: null,
    isAdmin: false,
  };
}

async function run(engine: QueryEngine, testCase: QueryCase): Promise<unknown> {
  const filter = testCase.conditions ? '' : testCase.filter;
  try {
    return testCase.count
      ? await countRows(engine, filter, options(testCase))
      : await selectIds(engine, filter, options(testCase));
  } catch (error) {
    if (error instanceof QueryError) return { error: error.message };
    throw error;
  }
}

const label = (testCase: QueryCase) =>
  [
    testCase.filter || '(no filter)',
    testCase.collection && `on ${testCase.collection}`,
    testCase.sort && `sort ${testCase.sort}`,
    testCase.as && `as ${testCase.as}`,
    testCase.readRow && '(read once)',
    testCase.count && '(count)',
    testCase.request && JSON.stringify(testCase.request),
  ]
    .filter(Boolean)
    .join(' ');

const groups = { ...QUERY_CASE_GROUPS, ...REQUEST_CASE_GROUPS };
for (const [group, cases] of Object.entries(groups)) {
  describe.each(['sqlite', 'postgres'] as const)(`${group} on %s`, (name) => {
    it.each(cases.map((testCase) => [label(testCase), testCase] as const))(
      '%s',
      async (_, testCase) => {
        const result = await run(engines[name], testCase);
        const { expected } = testCase;
        if (typeof expected === 'object' && 'error' in expected) {
          const message = expected.error;
          expect(result).toEqual({
            error: typeof message === 'string' ? message : expect.stringMatching(message),
          });
        } else {
          expect(result).toEqual(expected);
        }
      },
    );
  });
}

describe('lists whose joins repeat records', () => {
  it.each(['sqlite', 'postgres'] as const)(
    'sort randomly and select some columns on %s',
    async (name) => {
      const engine = engines[name];
      const { sql, params } = build("editors.name ?= 'Bob'", {
        dialect: engine.dialect,
        sort: '@random,-author.name',
        columns: ['id', 'title'],
        limit: 5,
      });
      const rows = await engine.all(sql, params);
      expect(rows.map((row) => row.id).sort()).toEqual(['p1', 'p2']);
      expect(Object.keys(rows[0]!)).toEqual(['id', 'title']);
    },
  );
});

describe('index use on PostgreSQL', () => {
  // Text columns declared COLLATE "C" (here: an index with that collation) keep SQLite's
  // byte order and serve the record list's usual sort and range filters.
  async function plan(filter: string, sort: string): Promise<string> {
    const { postgres } = engines;
    const built = build(filter, { dialect: postgres.dialect, sort, limit: 2 });
    await postgres.all('SET enable_seqscan = off', []);
    try {
      const rows = await postgres.all(`EXPLAIN ${built.sql}`, built.params);
      return rows.map((row) => String(Object.values(row)[0])).join('\n');
    } finally {
      await postgres.all('RESET enable_seqscan', []);
    }
  }

  beforeAll(async () => {
    await engines.postgres.all(
      'CREATE INDEX "posts_created" ON "posts" ("created" COLLATE "C")',
      [],
    );
  });

  it.each([
    ['', '-created'],
    ['created >= @monthStart', 'created'],
    // Joins that repeat records: WHERE id IN (…), so the index still serves the order.
    ["editors.name ?= 'Bob'", '-created'],
  ])('%s sorted by %s', async (filter, sort) => {
    const text = await plan(filter, sort);
    expect(text).toContain('Index Scan');
    expect(text).toContain('posts_created');
    expect(text).not.toMatch(/\bSort\b/);
  });
});

describe('text PostgreSQL cannot hold', () => {
  it('refuses a NUL character as a bad filter (400), not a database error (500)', async () => {
    const request = { ...guest(), data: { x: 'a\u0000b', tags: ['a\u0000'] } };
    for (const filter of ['title = @request.data.x', "@request.data.tags:each ?= 'a'"]) {
      expect(await run(engines.sqlite, { filter, request, expected: [] })).toEqual([]);
      expect(await run(engines.postgres, { filter, request, expected: [] })).toEqual({
        error: 'text values may not contain the NUL character',
      });
    }
  });
});
