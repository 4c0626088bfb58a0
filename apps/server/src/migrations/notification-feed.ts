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
import type { CollectionStore } from '../core/collections/collection-store.ts';
import type { Db } from '../core/db/db.ts';
import type { RequestContext } from '../core/records/identity.ts';
import { decodeRow, type RecordValues } from '../core/records/record-codec.ts';
import type { ChangeEvent, RecordHooks } from '../core/records/record-hooks.ts';
import type { RecordReader } from '../core/records/record-reader.ts';
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
// When the notification last changed for this user: a later mark or reopen moves it, as in
// the browser, where the state's transition stamps the notification.
const UPDATED_FOR_USER = `CASE WHEN s."status" IN ('open', 'ack') AND s."statusChangedAt" > n."updated" THEN s."statusChangedAt" ELSE n."updated" END`;
const MODE_RANK = `CASE n."mode" ${SHIPMENT_MODES.map((mode, rank) => `WHEN '${mode}' THEN ${rank}`).join(' ')} ELSE ${SHIPMENT_MODES.length} END`;
// Where SPEC §4's order ties: the order in which the browser derives them.
const DERIVATION_ORDER = `${MODE_RANK}, n."shipmentCreated" DESC, n."shipmentId" DESC, n."milestoneRank"`;
const ORDER: Record<NotificationView, string> = {
  open: `n."dueAt", n."priorityRank", ${UPDATED_FOR_USER} DESC, ${DERIVATION_ORDER}`,
  ack: `${UPDATED_FOR_USER} DESC, ${DERIVATION_ORDER}`,
};
const VIEW_CONDITION: Record<NotificationView, string> = {
  open: `(s."status" IS NULL OR s."status" != 'ack')`,
  ack: `s."status" = 'ack'`,
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
    const openByPriority = await this.countByPriority(ctx, query, true);
    const overdue = await this.countByPriority(ctx, query, false);
    const items = await this.items(ctx, query, NOTIFICATION_POPOVER_LIMIT, 0);
    const open = NOTIFICATION_PRIORITIES.reduce((sum, p) => sum + openByPriority[p], 0);
    const topPriority = NOTIFICATION_PRIORITIES.find((p) => openByPriority[p] > 0) ?? null;
    return { open, openByPriority, topPriority, items, overdue };
  }

  async page(
    ctx: RequestContext,
    query: NotificationQuery,
    page: number,
    perPage: number,
  ): Promise<NotificationPage> {
    const { from, params } = await this.joined(ctx, query);
    const counted = await this.deps.db.get<{ count: unknown }>(
      `SELECT COUNT(*) AS "count" FROM ${from} WHERE ${VIEW_CONDITION[query.view]}`,
      params,
    );
    const totalItems = Number(counted?.count ?? 0);
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
      const { from, params } = await this.joined(ctx, open);
      const rows = await this.deps.db.all<AcknowledgedRow>(
        `SELECT n."company", n."dedupKey", n."mode", n."shipmentId", n."milestone", s."id" AS "stateId", s."updated" AS "stateUpdated"
         FROM ${from} WHERE ${VIEW_CONDITION.open}`,
        params,
      );
      return acknowledgeRows({ db: this.deps.db, states, user, rows, now: this.deps.clock() });
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
    const { from, params, model } = await this.joined(ctx, query);
    const rows = await this.deps.db.all(
      `SELECT n.*, ${STATE_COLUMNS}, ${UPDATED_FOR_USER} AS "updatedForUser" FROM ${from}
       WHERE ${VIEW_CONDITION[query.view]} ORDER BY ${ORDER[query.view]} LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    );
    return rows.map((row) => toItem(decodeRow(model, row)));
  }

  private async countByPriority(
    ctx: RequestContext,
    query: NotificationQuery,
    forUser: boolean,
  ): Promise<PriorityCounts> {
    const { from, params } = await this.joined(ctx, query);
    const where = forUser ? `WHERE ${VIEW_CONDITION.open}` : '';
    const rows = await this.deps.db.all<{ priority: string; count: unknown }>(
      `SELECT n."priority" AS "priority", COUNT(*) AS "count" FROM ${from} ${where} GROUP BY n."priority"`,
      params,
    );
    const counts: PriorityCounts = { urgent: 0, high: 0, normal: 0, low: 0 };
    for (const row of rows)
      if (row.priority in counts) counts[row.priority as NotificationPriority] = Number(row.count);
    return counts;
  }

  /** The rows the caller may list for `query`, as `n`, each with the caller's state as `s`. */
  private async joined(
    ctx: RequestContext,
    query: NotificationQuery,
  ): Promise<{ from: string; params: unknown[]; model: CollectionModel }> {
    const model = this.deps.collections.find('notifications');
    if (!model) throw new Error('The notifications collection is missing.');
    const listed = await this.deps.reader.listedRowsQuery(model, ctx, {
      filter: filterOf(query),
    });
    return {
      from: `(${listed.sql}) n LEFT JOIN "notification_states" s ON s."user" = ? AND s."dedupKey" = n."dedupKey"`,
      params: [...listed.params, userOf(ctx) ?? ''],
      model,
    };
  }
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
