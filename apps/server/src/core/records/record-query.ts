import type { CollectionModel } from '@rumbo/domain';
import { withStoredRows } from './row-reader.ts';
import type { Db, RowArrays } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import {
  compileRecordSelect,
  QueryError,
  type BuiltSelect,
  type RecordSelectInput,
} from '../query/record-select.ts';
import { keptCompile } from './kept-compiles.ts';
import { badRequest } from '../../tools/errors.ts';
import { decodeRow, type RecordValues } from './record-codec.ts';
import { toRequestInfo } from './record-access.ts';
import type { RequestContext } from './identity.ts';

export type SelectInput = {
  collection: CollectionModel;
  ctx: RequestContext;
  conditions: string[];
  search?: RecordSelectInput['search'];
  sort?: string;
  idEquals?: string;
  allowHiddenFields: boolean;
};

type BuildInput = SelectInput & {
  mode: 'rows' | 'count';
  columns?: string[];
  limit?: number;
  offset?: number;
};

/** What decides which of the caller's related rows a compile reads (row-reader.ts). */
function compileMemo(input: BuildInput): string {
  const { identity } = input.ctx;
  const caller =
    identity.kind === 'record'
      ? `${identity.collection.id}:${String(identity.record.id)}`
      : identity.kind;
  return [input.collection.id, caller, input.sort ?? '', ...input.conditions].join('\u0000');
}

/**
 * Everything a compile depends on besides the stored rows it reads, which the change mark
 * covers (kept-compiles.ts): the request's terms and the models' generation (another instance's
 * change reaches the models after its commit). Every part goes in with its length, so no two
 * inputs share a key; the rule texts go in as they are (no escaping pass over them).
 */
function compileKey(input: BuildInput, generation: number): string {
  const { identity } = input.ctx;
  const caller =
    identity.kind === 'record'
      ? `${identity.collection.id}:${String(identity.record.id)}`
      : identity.kind;
  const parts = [
    String(generation),
    input.collection.id,
    caller,
    input.sort ?? '',
    input.mode,
    input.columns ? JSON.stringify(input.columns) : '*',
    String(input.limit ?? ''),
    String(input.offset ?? ''),
    input.idEquals === undefined ? '' : 'id',
    input.allowHiddenFields ? 'hidden' : '',
    input.search ? JSON.stringify(input.search) : '',
    ...input.conditions,
  ];
  let key = '';
  for (const part of parts) key += `${part.length}:${part}`;
  return key;
}

/**
 * The SELECT of records under the given conditions (rules, filter, search), compiled for the
 * engine and run: a filter or sort that does not compile, or one too large for the engine, is
 * the caller's to fix (400).
 */
export class RecordQuery {
  private readonly db: Db;
  private readonly collections: CollectionStore;

  constructor(db: Db, collections: CollectionStore) {
    this.db = db;
    this.collections = collections;
  }

  async select(
    input: SelectInput & { mode: 'rows'; columns?: string[]; limit?: number; offset?: number },
  ): Promise<RecordValues[]> {
    const { sql, params } = await this.build(input);
    const partial = input.columns !== undefined;
    const rows = await this.runQuery(() => this.db.all(sql, params));
    return rows.map((row) => decodeRow(input.collection, row, partial));
  }

  /** The ids of the records under `input`'s conditions, in its order: nothing else is decoded. */
  async selectIds(
    input: SelectInput & { mode: 'rows'; limit?: number; offset?: number },
  ): Promise<string[]> {
    const { sql, params } = await this.build({ ...input, columns: ['id'] });
    const rows = await this.runQuery(() => this.db.all<{ id: unknown }>(sql, params));
    return rows.map((row) => String(row.id));
  }

  /** The records under `input`'s conditions as stored rows (arrays in `columns` order). */
  async selectRows(input: SelectInput & { mode: 'rows'; columns?: string[] }): Promise<RowArrays> {
    const { sql, params } = await this.build(input);
    return this.runQuery(() => this.db.allRows(sql, params));
  }

  async count(input: SelectInput): Promise<number> {
    const { sql, params } = await this.build({ ...input, mode: 'count', sort: undefined });
    const row = await this.runQuery(() => this.db.get<Record<string, number>>(sql, params));
    return Number(row ? Object.values(row)[0] : 0);
  }

  async build(input: BuildInput): Promise<BuiltSelect> {
    try {
      const { mark } = input.ctx;
      const run = { idEquals: input.idEquals, now: new Date(), mark };
      const key = compileKey(input, this.collections.generation);
      return await keptCompile(this.db, key, run, (idEquals) => {
        const request = toRequestInfo(input.ctx);
        return withStoredRows(
          this.db,
          (readRow) =>
            compileRecordSelect({
              ...input,
              idEquals,
              lateMacros: true,
              dialect: this.db.dialect.query,
              lookup: (name) => this.collections.find(name),
              readRow,
              request,
            }),
          compileMemo(input),
          mark,
        );
      });
    } catch (error) {
      if (error instanceof QueryError) throw badRequest(`Invalid filter or sort: ${error.message}`);
      throw error;
    }
  }

  /** A valid filter too large for the engine is the caller's to shorten: 400, not 500. */
  private async runQuery<T>(query: () => Promise<T>): Promise<T> {
    try {
      return await query();
    } catch (error) {
      if (this.db.dialect.isTooComplex(error)) throw badRequest('The filter is too complex.');
      throw error;
    }
  }
}
