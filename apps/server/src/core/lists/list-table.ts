import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { ListParams, ListResult } from '../records/list-page.ts';
import { buildRecordSelect, QueryError } from '../query/record-select.ts';
import { blankRequestInfo, type RequestInfo } from '../query/request-info.ts';
import { badRequest } from '../../tools/errors.ts';

// Admin-only listings have no request to refer to: `@request.*` and `@collection.*` are refused
// outright (PocketBase's allow-listed resolver knows no such fields either).
const NO_REQUEST: RequestInfo = blankRequestInfo({ isAdmin: true });
const MACRO = /@(request|collection)\./;

/**
 * One page of a system table described by `model` (see table-model.ts), with the `page`,
 * `perPage`, `sort`, `filter` and `skipTotal` semantics of record lists (reference §1.4).
 * Returns the raw rows; the caller turns them into its own JSON.
 */
export async function listTable(
  db: Db,
  model: CollectionModel,
  params: ListParams,
): Promise<ListResult> {
  for (const input of [params.filter, params.sort])
    if (input && MACRO.test(input)) throw badRequest('Invalid filter or sort: unknown field.');
  const base = { conditions: [params.filter ?? ''], sort: params.sort };
  const rows = await db.all(
    ...tableSelect(db, model, {
      ...base,
      mode: 'rows',
      limit: params.perPage,
      offset: (params.page - 1) * params.perPage,
    }),
  );
  const totalItems = params.skipTotal ? -1 : await countRows(db, model, base.conditions);
  return {
    page: params.page,
    perPage: params.perPage,
    totalItems,
    totalPages: params.skipTotal ? -1 : Math.ceil(totalItems / params.perPage),
    items: rows,
  };
}

async function countRows(db: Db, model: CollectionModel, conditions: string[]): Promise<number> {
  const row = await db.get<Record<string, number>>(
    ...tableSelect(db, model, { conditions, mode: 'count' }),
  );
  return Number(row ? Object.values(row)[0] : 0);
}

type SelectOptions = {
  conditions: string[];
  sort?: string;
  mode: 'rows' | 'count';
  limit?: number;
  offset?: number;
};

/** The SELECT for the table, or a 400 when the filter or sort does not compile. */
export function tableSelect(
  db: Db,
  model: CollectionModel,
  options: SelectOptions,
): [string, unknown[]] {
  try {
    const { sql, params } = buildRecordSelect({
      dialect: db.dialect.query,
      ...options,
      collection: model,
      lookup: () => undefined,
      request: NO_REQUEST,
      allowHiddenFields: true,
    });
    return [sql, params];
  } catch (error) {
    if (error instanceof QueryError) throw badRequest(`Invalid filter or sort: ${error.message}`);
    throw error;
  }
}
