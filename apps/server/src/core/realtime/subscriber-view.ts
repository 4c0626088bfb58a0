import type { CollectionModel } from '@rumbo/domain';
import { withStoredRows } from '../records/row-reader.ts';
import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import type { RecordReader } from '../records/record-reader.ts';
import type { RecordValues } from '../records/record-codec.ts';
import type { Identity, RequestContext } from '../records/identity.ts';
import { toRequestInfo } from '../records/record-access.ts';
import { expandRecords } from '../records/record-expand.ts';
import { exportRecord } from '../records/record-export.ts';
import { buildRecordSelect } from '../query/record-select.ts';
import type { RequestInfo } from '../query/request-info.ts';
import { projectFields } from '../../tools/json-fields.ts';
import type { SubscriptionOptions } from './subscription-options.ts';

export type RecordAction = 'create' | 'update' | 'delete';
/** Collection topics are checked with the list rule, single-record topics with the view rule. */
export type TopicRule = 'listRule' | 'viewRule';

export type ViewInput = {
  action: RecordAction;
  collection: CollectionModel;
  record: RecordValues;
  rule: TopicRule;
  identity: Identity;
  options: SubscriptionOptions;
  /** The stored row the rules are judged on instead of the table's (another instance's change). */
  snapshot?: Record<string, unknown>;
};

type Deps = { db: Db; collections: CollectionStore; reader: RecordReader };

// Only admins may reach other collections or the request through a filter (reference §2.3).
const ADMIN_ONLY_MACROS = ['@collection.', '@request.'];

/**
 * What one subscriber receives of a record change (reference §10.3): nothing unless the topic's
 * rule and the subscription's own filter match the stored record for the subscriber, as a GET
 * in the `realtime` context; otherwise `{record, action}` with expand, email visibility and
 * fields applied. Checks run as SQL against the stored row, like every other rule.
 */
export class SubscriberView {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** Whether the subscriber may see the record: the topic's rule, then the subscription filter. */
  async canReceive(input: ViewInput): Promise<boolean> {
    const { collection, identity, options } = input;
    const request = toRequestInfo(contextOf(input), {}, 'realtime');
    const isAdmin = identity.kind === 'admin';
    if (!isAdmin && !(await this.passes(input, collection[input.rule], request))) return false;
    const filter = options.query.filter ?? '';
    if (filter === '') return true;
    if (!isAdmin && usesAdminOnlyMacros(options.query)) return false;
    return this.matches(input, filter, request, false);
  }

  /** The message data (JSON) for a subscriber that may see the record. */
  async render(input: ViewInput): Promise<string> {
    return JSON.stringify({ record: await this.exportFor(input), action: input.action });
  }

  /**
   * Whether every subscriber allowed to see the record gets the same data: only an expand (each
   * related record through its own rules) or an auth record's email differ per subscriber.
   */
  rendersAlike(input: ViewInput): boolean {
    return input.collection.type !== 'auth' && !input.options.query.expand;
  }

  /** A rule: null admits nobody (admins never get here), '' everybody, else its SQL filter. */
  private async passes(input: ViewInput, rule: string | null | undefined, request: RequestInfo) {
    if (rule === null || rule === undefined) return false;
    return rule === '' || (await this.matches(input, rule, request, true));
  }

  private async matches(
    input: ViewInput,
    expression: string,
    request: RequestInfo,
    hidden: boolean,
  ): Promise<boolean> {
    try {
      const { sql, params } = await withStoredRows(this.deps.db, (readRow) =>
        buildRecordSelect({
          dialect: this.deps.db.dialect.query,
          collection: input.collection,
          lookup: (name) => this.deps.collections.find(name),
          readRow,
          request,
          allowHiddenFields: hidden,
          conditions: [expression],
          idEquals: String(input.record.id),
          mode: 'count',
        }),
      );
      const { snapshot } = input;
      const source = snapshot && this.deps.db.dialect.query.snapshotSource?.(input.collection.name);
      const row = source
        ? await this.deps.db.get<Record<string, number>>(`${source} ${sql}`, [
            JSON.stringify(snapshot),
            ...params,
          ])
        : await this.deps.db.get<Record<string, number>>(sql, params);
      return Number(row ? Object.values(row)[0] : 0) > 0;
    } catch {
      // An invalid filter or rule simply matches nothing: the subscriber gets no message.
      return false;
    }
  }

  private async exportFor(input: ViewInput) {
    const { collection, record, options } = input;
    const ctx = contextOf(input);
    const expand = options.query.expand
      ? (
          await expandRecords({
            reader: this.deps.reader,
            collection,
            rows: [record],
            expand: options.query.expand,
            ctx,
          })
        )[0]
      : undefined;
    const showEmail = await this.seesOwnEmail(input, toRequestInfo(ctx, {}, 'realtime'));
    const exported = exportRecord(collection, record, { showEmail, expand });
    if (!options.query.fields) return exported;
    try {
      return projectFields(exported, options.query.fields);
    } catch {
      // PocketBase sends the whole record when the projection cannot be applied.
      return exported;
    }
  }

  /**
   * Realtime shows a hidden email only to the record itself, and only if the collection's
   * manageRule also admits it; everyone else (admins included) gets what emailVisibility allows.
   */
  private async seesOwnEmail(input: ViewInput, request: RequestInfo): Promise<boolean> {
    const { collection, record, identity } = input;
    const isSelf =
      collection.type === 'auth' &&
      identity.kind === 'record' &&
      identity.collection.id === collection.id &&
      identity.record.id === record.id;
    const manageRule = collection.options.manageRule;
    return (
      isSelf &&
      typeof manageRule === 'string' &&
      (manageRule === '' || (await this.matches(input, manageRule, request, true)))
    );
  }
}

function contextOf(input: ViewInput): RequestContext {
  const { query, headers } = input.options;
  return { identity: input.identity, method: 'GET', query, headers };
}

function usesAdminOnlyMacros(query: Record<string, string>): boolean {
  return [query.filter, query.sort].some((value) =>
    ADMIN_ONLY_MACROS.some((macro) => value?.includes(macro)),
  );
}
