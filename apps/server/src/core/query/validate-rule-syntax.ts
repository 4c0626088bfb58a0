import type { CollectionModel } from '@rumbo/domain';
import { buildRecordSelect } from './record-select.ts';
import type { QueryDialect } from './query-dialect.ts';
import { blankRequestInfo, type CollectionLookup, type RequestInfo } from './request-info.ts';

// A guest request: `@request.*` paths then resolve to NULL instead of failing, as when
// PocketBase checks a rule without a request.
const NO_REQUEST: RequestInfo = blankRequestInfo();

/**
 * Throws `QueryError` when `rule` is not a valid rule for `collection` (bad syntax, unknown
 * field, wrong relation path). `null` (locked) and `''` (open) are always valid.
 */
export function validateRuleSyntax(
  collection: CollectionModel,
  lookup: CollectionLookup,
  rule: string | null,
  dialect: QueryDialect,
): void {
  if (rule === null || rule === '') return;
  buildRecordSelect({
    dialect,
    collection,
    lookup,
    request: NO_REQUEST,
    allowHiddenFields: true,
    conditions: [rule],
    mode: 'count',
  });
}
