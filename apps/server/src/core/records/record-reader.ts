import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import { SEARCH_COLUMN } from '../collections/search-index.ts';
import { searchWords } from './search-words.ts';
import { notFound } from '../../tools/errors.ts';
import { decodeRow, type RecordValues } from './record-codec.ts';
import { ruleFor } from './record-access.ts';
import { exportRecord } from './record-export.ts';
import { recordJsonWriter } from './record-json.ts';
import { expandRecords } from './record-expand.ts';
import type { RequestContext } from './identity.ts';
import { columnsToRead, type ListParams, type ListResult } from './list-page.ts';
import { guardAdminOnlyMacros } from './admin-only-macros.ts';
import { showsEmail } from './email-visibility.ts';
import { RecordQuery, type SelectInput } from './record-query.ts';
import { keptRecordTexts, recordTextShape } from './kept-record-texts.ts';

/** Reads records through the collection's rules (reference §5.1, §8). */
export class RecordReader {
  private readonly db: Db;
  private readonly collections: CollectionStore;
  private readonly query: RecordQuery;

  constructor(db: Db, collections: CollectionStore) {
    this.db = db;
    this.collections = collections;
    this.query = new RecordQuery(db, collections);
  }

  /**
   * A list's page as ids in their order, with its totals: the answer is then read and
   * serialised in slices (list-answer.ts), so a page of large records never blocks the server.
   */
  async listPage(
    collection: CollectionModel,
    ctx: RequestContext,
    params: ListParams,
  ): Promise<Omit<ListResult, 'items'> & { ids: string[]; columns?: string[] }> {
    guardAdminOnlyMacros(ctx, [params.filter, params.sort]);
    const rule = ruleFor(collection, 'listRule', ctx);
    const words = params.search === undefined ? null : searchWords(collection, params.search);
    const base = {
      collection,
      conditions: [rule ?? '', params.filter ?? ''],
      search: words ? { column: SEARCH_COLUMN, words } : undefined,
      sort: params.sort,
      allowHiddenFields: ctx.identity.kind === 'admin',
    };
    // The page and the count side by side: on PostgreSQL each takes a connection of the pool,
    // so a broad search costs the longer of the two, not their sum. (Neither ever was one
    // snapshot: PocketBase reads them one after the other outside a transaction too.)
    const [ids, totalItems] = await Promise.all([
      this.query.selectIds({
        ...base,
        ctx,
        mode: 'rows',
        limit: params.perPage,
        offset: (params.page - 1) * params.perPage,
      }),
      params.skipTotal ? -1 : this.query.count({ ...base, ctx }),
    ]);
    return {
      page: params.page,
      perPage: params.perPage,
      totalItems,
      totalPages: params.skipTotal ? -1 : Math.ceil(totalItems / params.perPage),
      ids,
      columns: params.columns ? columnsToRead(collection, params.columns) : undefined,
    };
  }

  /**
   * The SELECT of the rows a list would give the caller (the collection's list rule and
   * `filter`), unordered and unpaged, for a product query to build on: joined with other tables
   * or counted, it answers only what the record API would show. Refused (403) where the list is
   * admin-only.
   */
  async listedRowsQuery(
    collection: CollectionModel,
    ctx: RequestContext,
    options: { filter?: string; columns?: string[] } = {},
  ): Promise<{ sql: string; params: unknown[] }> {
    const rule = ruleFor(collection, 'listRule', ctx);
    return this.query.build({
      collection,
      ctx,
      conditions: [rule ?? '', options.filter ?? ''],
      allowHiddenFields: ctx.identity.kind === 'admin',
      mode: 'rows',
      columns: options.columns,
    });
  }

  /**
   * How many records a list request with `filter` would count for the caller (its list rule and
   * the filter), and, with `ids`, their ids: for answers computed from many records at once
   * (figures), which must admit exactly the records a list would.
   */
  async countListed(collection: CollectionModel, ctx: RequestContext, filter: string) {
    return this.query.count(this.listedInput(collection, ctx, filter));
  }

  async listedIds(
    collection: CollectionModel,
    ctx: RequestContext,
    filter: string,
  ): Promise<string[]> {
    const input = this.listedInput(collection, ctx, filter);
    const rows = await this.select({ ...input, mode: 'rows', columns: ['id'] });
    return rows.map((row) => String(row.id));
  }

  private listedInput(collection: CollectionModel, ctx: RequestContext, filter: string) {
    guardAdminOnlyMacros(ctx, [filter]);
    const rule = ruleFor(collection, 'listRule', ctx);
    const allowHiddenFields = ctx.identity.kind === 'admin';
    return { collection, ctx, conditions: [rule ?? '', filter], allowHiddenFields };
  }

  /**
   * The record as its public JSON, written straight from its stored row (record-json.ts): for
   * base and view records without `expand`, whole or kept to the `kept` keys. Not found (404) as
   * `view` is. A text kept since the database last changed (kept-record-texts.ts) is served once
   * the view rule's query, which then reads only the id, has admitted the record again.
   */
  async viewJson(
    collection: CollectionModel,
    id: string,
    ctx: RequestContext,
    kept?: ReadonlySet<string>,
  ): Promise<Buffer> {
    const mark = this.db.changeMark(ctx.mark);
    const texts = keptRecordTexts(this.db);
    const key = recordTextShape(collection, ['*'], false, kept) + id;
    const keptText = texts.get(key, mark);
    if (keptText) {
      const admitted = await this.query.selectRows({
        ...viewInput(collection, id, ctx),
        columns: ['id'],
      });
      if (!admitted.rows[0]) throw notFound();
      return keptText;
    }
    const { columns, rows } = await this.query.selectRows(viewInput(collection, id, ctx));
    const write = recordJsonWriter(collection, columns, { partial: false, kept });
    if (!write) throw new Error(`${collection.name} records are not written from their rows`);
    if (!rows[0]) throw notFound();
    const text = Buffer.from(write(rows[0]));
    texts.set(key, mark, text);
    return text;
  }

  async view(
    collection: CollectionModel,
    id: string,
    ctx: RequestContext,
    expand?: string,
  ): Promise<Record<string, unknown>> {
    const [row] = await this.select(viewInput(collection, id, ctx));
    if (!row) throw notFound();
    return (await this.export(collection, [row], ctx, expand))[0]!;
  }

  /** A stored record by id with no rule applied (internal use). */
  async findById(collection: CollectionModel, id: string): Promise<RecordValues | null> {
    const row = await this.db.get(`SELECT * FROM "${collection.name}" WHERE "id" = ?`, [id]);
    return row ? decodeRow(collection, row) : null;
  }

  /** Public JSON of records for the caller, with email visibility and expand applied. */
  async export(
    collection: CollectionModel,
    rows: RecordValues[],
    ctx: RequestContext,
    expand?: string,
    forceEmail = false,
  ): Promise<Record<string, unknown>[]> {
    const expanded = expand
      ? await expandRecords({ reader: this, collection, rows, expand, ctx })
      : [];
    const records: Record<string, unknown>[] = [];
    for (const [index, row] of rows.entries())
      records.push(await this.exportOne(collection, row, ctx, expanded[index], forceEmail));
    return records;
  }

  async exportOne(
    collection: CollectionModel,
    row: RecordValues,
    ctx: RequestContext,
    expand?: Record<string, unknown>,
    forceEmail = false,
  ): Promise<Record<string, unknown>> {
    const showEmail =
      forceEmail ||
      (await showsEmail({ db: this.db, collections: this.collections, collection, row, ctx }));
    return exportRecord(collection, row, { showEmail, expand });
  }

  collectionById(id: string): CollectionModel | undefined {
    return this.collections.find(id);
  }

  collectionByName(name: string): CollectionModel | undefined {
    return this.collections.find(name);
  }

  /** The records under `input`'s conditions, decoded (record-query.ts). */
  async select(
    input: SelectInput & { mode: 'rows'; columns?: string[]; limit?: number; offset?: number },
  ): Promise<RecordValues[]> {
    return this.query.select(input);
  }
}

/** The record `id` under the collection's view rule for the caller. */
function viewInput(collection: CollectionModel, id: string, ctx: RequestContext) {
  const rule = ruleFor(collection, 'viewRule', ctx);
  return {
    collection,
    ctx,
    conditions: [rule ?? ''],
    idEquals: id,
    mode: 'rows' as const,
    allowHiddenFields: true,
  };
}
