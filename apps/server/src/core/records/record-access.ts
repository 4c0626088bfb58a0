import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import { buildRecordSelect } from '../query/record-select.ts';
import type { RequestInfo } from '../query/request-info.ts';
import { forbidden } from '../../tools/errors.ts';
import type { RequestContext } from './identity.ts';
import { withStoredRows } from './row-reader.ts';

export type RuleName = 'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule';

/** Builds the `@request.*` view of a request for the rule and filter compiler. */
export function toRequestInfo(
  ctx: RequestContext,
  data: Record<string, unknown> = {},
  context: RequestInfo['context'] = 'default',
): RequestInfo {
  const { identity } = ctx;
  return {
    context,
    method: ctx.method,
    query: ctx.query,
    headers: ctx.headers,
    data,
    auth:
      identity.kind === 'record'
        ? { collection: identity.collection, record: identity.record }
        : null,
    isAdmin: identity.kind === 'admin',
  };
}

/** The rule to apply for a caller: null means no restriction (admin or an open rule). */
export function ruleFor(
  collection: CollectionModel,
  rule: RuleName,
  ctx: RequestContext,
): string | null {
  if (ctx.identity.kind === 'admin') return null;
  const expression = collection[rule];
  if (expression === null) throw forbidden('Only admins can perform this action.');
  return expression === '' ? null : expression;
}

/** Whether record `id` satisfies `expression` for the request (rules are SQL filters, §8). */
export async function matchesRule(input: {
  db: Db;
  collections: CollectionStore;
  collection: CollectionModel;
  id: string;
  expression: string;
  request: RequestInfo;
}): Promise<boolean> {
  const { sql, params } = await withStoredRows(input.db, (readRow) =>
    buildRecordSelect({
      dialect: input.db.dialect.query,
      collection: input.collection,
      lookup: (name) => input.collections.find(name),
      readRow,
      request: input.request,
      allowHiddenFields: true,
      conditions: [input.expression],
      idEquals: input.id,
      mode: 'count',
    }),
  );
  const row = await input.db.get<Record<string, number>>(sql, params);
  return Number(row ? Object.values(row)[0] : 0) > 0;
}

/** Manage access to an auth record: admins always; others when the manageRule matches (§8). */
export async function canManageRecord(input: {
  db: Db;
  collections: CollectionStore;
  collection: CollectionModel;
  id: string;
  ctx: RequestContext;
}): Promise<boolean> {
  if (input.ctx.identity.kind === 'admin') return true;
  const manageRule = input.collection.options.manageRule;
  if (input.collection.type !== 'auth' || typeof manageRule !== 'string' || manageRule === '')
    return false;
  return matchesRule({ ...input, expression: manageRule, request: toRequestInfo(input.ctx) });
}
