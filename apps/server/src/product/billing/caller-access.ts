import type { CollectionModel } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { matchesRule, toRequestInfo } from '../../core/records/record-access.ts';

/**
 * Whether the caller's update of record `id` passes the collection's update rule. The record
 * engine runs update hooks before it checks the rule, so a hook that refuses by the record's
 * state asks this first: for a caller who may not change the record it refuses nothing and lets
 * the rule answer the 404 it gives for a record one cannot see, never a word about its state.
 */
export async function mayUpdate(
  core: Core,
  collection: CollectionModel,
  ctx: RequestContext,
  id: string,
  data: Record<string, unknown>,
): Promise<boolean> {
  if (ctx.identity.kind === 'admin') return true;
  const rule = collection.updateRule;
  if (rule === null) return false;
  if (rule === '') return true;
  return matchesRule({
    db: core.db,
    collections: core.collections,
    collection,
    id,
    expression: rule,
    request: toRequestInfo(ctx, data),
  });
}
