import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { RecordHooks } from '../records/record-hooks.ts';
import type { RecordReader } from '../records/record-reader.ts';
import type { RecordValues } from '../records/record-codec.ts';
import type { ChangeFeed, FeedChange } from '../cluster/change-feed.ts';
import { quoteName } from '../query/sql-fragment.ts';
import { deliver, type Delivery, type RecordBroadcast } from './record-broadcast.ts';

type Deps = { db: Db; hooks: RecordHooks; reader: RecordReader };

/** The feed to the other instances, once there is one (several instances on PostgreSQL). */
export type FeedOf = () => ChangeFeed | null;

/**
 * Publishes every committed record change to the realtime clients (reference §10.3).
 *
 * Creates and updates are checked against the stored row right after the write. A deleted row can
 * no longer be checked, so a delete's messages are prepared just before it, while the row still
 * exists, and sent once the delete has committed. They are held per record object: the writer
 * hands the same object to both notifications, and a delete that fails is never followed up, so
 * its messages are dropped with the object.
 *
 * With other instances (a feed), a writer's changes are written to the feed inside the
 * transaction that commits them (`onCommitting`): an instance killed right after its commit has
 * handed them over already. A change announced without that step is handed over after it.
 */
export function announceRecordChanges(deps: Deps, broadcast: RecordBroadcast, feed: FeedOf): void {
  const pendingDeletes = new WeakMap<RecordValues, Promise<Delivery[]>>();
  // The stored row of each record about to be deleted, for the other instances (decision 056).
  const deletedRows = new WeakMap<RecordValues, Promise<StoredRow | undefined>>();
  // Changes already in the feed, written by the transaction that committed them.
  const journaled = new WeakSet<RecordValues>();
  // Messages are prepared side by side but sent in the order the changes were announced, so a
  // subscriber never hears an older change after a newer one. The other instances get them in
  // the same order, each after this instance's own subscribers; the write's answer waits for
  // the latter only.
  let sent: Promise<void> = Promise.resolve();
  let handed: Promise<void> = Promise.resolve();
  const sendInOrder = (prepared: Promise<Delivery[]>, handOver: () => Promise<void>) => {
    sent = sent.then(async () => deliver(await prepared)).catch(() => undefined);
    const delivered = sent;
    handed = handed
      .then(() => delivered)
      .then(handOver)
      .catch(() => undefined);
    return delivered;
  };
  const handOver =
    (change: Omit<FeedChange, 'row'>, row: () => Promise<StoredRow | undefined>) => async () => {
      const target = feed();
      if (!target) return;
      const stored = await row();
      if (stored) await target.publish({ ...change, row: stored });
    };

  deps.hooks.onBeforeDelete(async ({ collection, record }) => {
    const event = { action: 'delete' as const, collection, id: String(record.id) };
    const prepared = safely(() => broadcast.prepare({ ...event, record: () => record }));
    pendingDeletes.set(record, prepared);
    if (feed()) deletedRows.set(record, storedRow(deps.db, collection, event.id));
    // Prepared now, while the row is still there to check rules against.
    await prepared;
  });

  // Inside the write's transaction: its changes go into the feed with it (decision 056).
  deps.hooks.onCommitting(async ({ changes }) => {
    const target = feed();
    if (!target) return;
    const rows: FeedChange[] = [];
    for (const { action, collection, record } of changes) {
      const id = String(record.id);
      const row = await (action === 'delete'
        ? deletedRows.get(record)
        : storedRow(deps.db, collection, id));
      if (row) rows.push({ action, collectionId: collection.id, recordId: id, row });
    }
    // Commits with the write or not at all, as any row the write stores (the outbox pattern).
    if (await target.journal(deps.db, rows))
      for (const { record } of changes) journaled.add(record);
  });

  deps.hooks.onChange(({ action, collection, record }) => {
    const event = { action, collection, id: String(record.id) };
    const change = { action, collectionId: collection.id, recordId: event.id };
    // Each journaling stands for one announcement: the same object announced again later (a
    // record created, then removed when its sign-up fails) is handed over as usual.
    const inFeed = journaled.delete(record);
    if (action !== 'delete') {
      const stored = () => storedValues(deps.reader, collection, record);
      return sendInOrder(
        safely(() => broadcast.prepare({ ...event, record: stored })),
        inFeed ? nothing : handOver(change, () => storedRow(deps.db, collection, event.id)),
      );
    }
    const prepared = pendingDeletes.get(record);
    pendingDeletes.delete(record);
    const row = deletedRows.get(record);
    deletedRows.delete(record);
    // A delete without notice beforehand can only go to admins, who need no rule checked.
    return sendInOrder(
      prepared ??
        safely(() => broadcast.prepare({ ...event, record: () => record, adminsOnly: true })),
      inFeed ? nothing : handOver(change, async () => row),
    );
  });
}

const nothing = async () => undefined;

type StoredRow = Record<string, unknown>;

/** The row as the table holds it (its columns as stored), or undefined when it is gone. */
async function storedRow(db: Db, collection: CollectionModel, id: string) {
  return db.get<StoredRow>(`SELECT * FROM ${quoteName(collection.name)} WHERE "id" = ?`, [id]);
}

/** The row as stored (what the REST API would return), or the announced values if it is gone. */
async function storedValues(
  reader: RecordReader,
  collection: CollectionModel,
  record: RecordValues,
): Promise<RecordValues> {
  return (await reader.findById(collection, String(record.id))) ?? record;
}

/**
 * Announcing must never fail a write: after a commit an error would turn the caller's successful
 * request into a failure, and before a delete it would block it. The subscribers then simply miss
 * the event.
 */
async function safely(work: () => Promise<Delivery[]>): Promise<Delivery[]> {
  try {
    return await work();
  } catch {
    return [];
  }
}
