import {
  NOTIFICATION_POPOVER_LIMIT,
  NOTIFICATION_PRIORITIES,
  SHIPMENT_MODES,
  type CollectionModel,
  type NotificationItem,
  type NotificationPage,
  type NotificationPriority,
  type NotificationPriorityCounts as PriorityCounts,
  type NotificationQuery,
  type NotificationSummary,
  type NotificationView,
} from '@rumbo/domain';
import type { CollectionStore } from '../../core/collections/collection-store.ts';
import type { Db } from '../../core/db/db.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { decodeRow, type RecordValues } from '../../core/records/record-codec.ts';
import type { ChangeEvent, RecordHooks } from '../../core/records/record-hooks.ts';
import type { RecordReader } from '../../core/records/record-reader.ts';
import { toNotification } from './notification-rows.ts';
import { acknowledgeRows, type AcknowledgedRow } from './notification-acknowledge.ts';

type Deps = {
  db: Db;
  collections: CollectionStore;
  hooks: RecordHooks;
  reader: RecordReader;
  clock: () => Date;
};

const STATE_COLUMNS = `s."id" AS "stateId", s."status" AS "stateStatus", s."statusChangedAt" AS "stateChangedAt"`;
// The update time each item shows, as the browser's computation from the shipments and the
// user's states stamps it: a seen one, when it was marked (its transition to ack, whatever
// changed in the notification since); any other, when the notification itself last changed.
// A reopen is no update: the browser derives the notification open and has nothing to stamp,
// so a user's reopen must not reorder equal ones (docs/decisions/047). A mark without a time
// falls back to the notification's, as the browser's merge does.
const UPDATED_FOR_USER = `CASE WHEN s."status" = 'ack' AND s."statusChangedAt" != '' THEN s."statusChangedAt" ELSE n."updated" END`;
const MODE_RANK = `CASE n."mode" ${SHIPMENT_MODES.map((mode, rank) => `WHEN '${mode}' THEN ${rank}`).join(' ')} ELSE ${SHIPMENT_MODES.length} END`;
const COUNT_BY_PRIORITY = NOTIFICATION_PRIORITIES.map(
  (p) => `COALESCE(SUM(CASE WHEN n."priority" = '${p}' THEN 1 ELSE 0 END), 0) AS "${p}"`,
).join(', ');
// Where SPEC §4's order ties: the order in which the browser derives them.
const DERIVATION_ORDER = `${MODE_RANK}, n."shipmentCreated" DESC, n."shipmentId" DESC, n."milestoneRank"`;
// Open ones carry no ack, so their update time is the notification's own column.
const ORDER: Record<NotificationView, string> = {
  open: `n."dueAt", n."priorityRank", n."updated" DESC, ${DERIVATION_ORDER}`,
  ack: `${UPDATED_FOR_USER} DESC, ${DERIVATION_ORDER}`,
};

/**
 * The notifications each user reads (docs/decisions/047): the server's rows that the
 * collection's list rule shows them (their company's; every company's for a platform admin),
 * joined with their own states, so "open for me" is counted, ordered and paged by the database.
 */
export class NotificationFeed {
  constructor(private readonly deps: Deps) {}

  async summary(ctx: RequestContext): Promise<NotificationSummary> {
    const query: NotificationQuery = { view: 'open', priority: null, mode: null, milestone: null };
    const overdue = await this.countByPriority(ctx, query, 'all');
    const acked = await this.countByPriority(ctx, query, 'ack');
    const openByPriority = { ...overdue };
    for (const p of NOTIFICATION_PRIORITIES) openByPriority[p] = overdue[p] - acked[p];
    const items = await this.items(ctx, query, NOTIFICATION_POPOVER_LIMIT, 0);
    const open = sum(openByPriority);
    const topPriority = NOTIFICATION_PRIORITIES.find((p) => openByPriority[p] > 0) ?? null;
    return { open, openByPriority, topPriority, items, overdue };
  }

  async page(
    ctx: RequestContext,
    query: NotificationQuery,
    page: number,
    perPage: number,
  ): Promise<NotificationPage> {
    const acked = sum(await this.countByPriority(ctx, query, 'ack'));
    const totalItems =
      query.view === 'ack' ? acked : sum(await this.countByPriority(ctx, query, 'all')) - acked;
    const items = await this.items(ctx, query, perPage, (page - 1) * perPage);
    return { page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage), items };
  }

  /**
   * Marks every notification open for the caller that matches `query` as seen, in one
   * transaction, and announces the states written. Null when the caller is no user of the
   * product (an operator has no states).
   */
  async acknowledge(ctx: RequestContext, query: NotificationQuery): Promise<number | null> {
    const user = userOf(ctx);
    const states = this.deps.collections.find('notification_states');
    if (!user || !states) return null;
    const open = { ...query, view: 'open' as const };
    const changes: ChangeEvent[] = await this.deps.db.transaction(async () => {
      const { from, params } = await this.source(ctx, open);
      const rows = await this.deps.db.all<AcknowledgedRow>(
        `SELECT n."company", n."dedupKey", n."mode", n."shipmentId", n."milestone", s."id" AS "stateId", s."updated" AS "stateUpdated"
         FROM ${from}`,
        params,
      );
      const written = await acknowledgeRows({
        db: this.deps.db,
        states,
        user,
        rows,
        now: this.deps.clock(),
      });
      await this.deps.hooks.committing(written);
      return written;
    });
    for (const change of changes) await this.deps.hooks.afterChange(change);
    return changes.length;
  }

  private async items(
    ctx: RequestContext,
    query: NotificationQuery,
    limit: number,
    offset: number,
  ): Promise<NotificationItem[]> {
    const { from, params, model } = await this.source(ctx, query);
    const rows = await this.deps.db.all(
      `SELECT n.*, ${STATE_COLUMNS}, ${UPDATED_FOR_USER} AS "updatedForUser" FROM ${from}
       ORDER BY ${ORDER[query.view]} LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    );
    return rows.map((row) => toItem(decodeRow(model, row)));
  }

  /**
   * Counts by priority of the notifications matching `query` the caller may see: `all` of
   * them, or those the caller marked as seen (`ack`, read from their own states, which stay
   * few). Open for the caller is the difference: no count runs over each open notification's
   * state.
   */
  private async countByPriority(
    ctx: RequestContext,
    query: NotificationQuery,
    which: 'all' | 'ack',
  ): Promise<PriorityCounts> {
    const { listed, user } = await this.listed(ctx, query);
    const from =
      which === 'all'
        ? { sql: `(${listed.sql}) n`, params: listed.params }
        : ackedFrom(listed, user);
    // One pass, no grouping: a company may have many open notifications.
    const row = await this.deps.db.get<Record<NotificationPriority, unknown>>(
      `SELECT ${COUNT_BY_PRIORITY} FROM ${from.sql}`,
      from.params,
    );
    const counts: PriorityCounts = { urgent: 0, high: 0, normal: 0, low: 0 };
    for (const p of NOTIFICATION_PRIORITIES) counts[p] = Number(row?.[p] ?? 0);
    return counts;
  }

  /**
   * The notifications of `query`'s view for the caller as `n`, each with the caller's state as
   * `s`: open ones are read in due order with their state looked up; acknowledged ones are
   * read from the caller's states.
   */
  private async source(
    ctx: RequestContext,
    query: NotificationQuery,
  ): Promise<{ from: string; params: unknown[]; model: CollectionModel }> {
    const { listed, user, model } = await this.listed(ctx, query);
    if (query.view === 'ack') {
      const acked = ackedFrom(listed, user);
      return { from: acked.sql, params: acked.params, model };
    }
    return {
      from: `(${listed.sql}) n LEFT JOIN "notification_states" s ON s."user" = ? AND s."dedupKey" = n."dedupKey"
        WHERE (s."status" IS NULL OR s."status" != 'ack')`,
      params: [...listed.params, user],
      model,
    };
  }

  /** The rows the caller may list for `query` (the collection's rule and the filters). */
  private async listed(ctx: RequestContext, query: NotificationQuery) {
    const model = this.deps.collections.find('notifications');
    if (!model) throw new Error('The notifications collection is missing.');
    const listed = await this.deps.reader.listedRowsQuery(model, ctx, {
      filter: filterOf(query),
    });
    return { listed, user: userOf(ctx) ?? '', model };
  }
}

/**
 * The caller's states marked as seen, as `s`, with their notification the caller may see as
 * `n`. Read from the states: CROSS JOIN keeps SQLite from starting at the notifications (a
 * join order it may pick without statistics); PostgreSQL orders joins by its own.
 */
function ackedFrom(listed: { sql: string; params: unknown[] }, user: string) {
  return {
    sql: `"notification_states" s CROSS JOIN (${listed.sql}) n
      WHERE n."dedupKey" = s."dedupKey" AND s."user" = ? AND s."status" = 'ack'`,
    params: [...listed.params, user],
  };
}

function sum(counts: PriorityCounts): number {
  return NOTIFICATION_PRIORITIES.reduce((total, p) => total + counts[p], 0);
}

/** The query as a filter of the record API (its values are checked by the route). */
function filterOf({ priority, mode, milestone }: NotificationQuery): string {
  const conditions = ['status = "open"'];
  if (priority) conditions.push(`priority = "${priority}"`);
  if (mode) conditions.push(`mode = "${mode}"`);
  if (milestone) conditions.push(`milestone = "${milestone}"`);
  return conditions.join(' && ');
}

function userOf(ctx: RequestContext): string | null {
  const { identity } = ctx;
  return identity.kind === 'record' && identity.collection.name === 'users'
    ? String(identity.record.id)
    : null;
}

function toItem(row: RecordValues): NotificationItem {
  const notification = toNotification(row);
  const isAck = row.stateStatus === 'ack';
  const updatedAtISO = String(row.updatedForUser ?? '').replace(' ', 'T');
  // A reopen tells the user again (SPEC §4), as the domain's transition stamps it.
  const reopenedAt =
    row.stateStatus === 'open' ? String(row.stateChangedAt ?? '').replace(' ', 'T') : '';
  return {
    ...notification,
    status: isAck ? 'ack' : 'open',
    updatedAtISO,
    lastNotifiedAt:
      reopenedAt > notification.lastNotifiedAt ? reopenedAt : notification.lastNotifiedAt,
    company: String(row.company ?? ''),
    stateId: typeof row.stateId === 'string' ? row.stateId : '',
  };
}
