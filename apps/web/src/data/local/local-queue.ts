import { changeBaseFrom } from '../conflicts/queued-change-base.ts';
import {
  CONFLICT_STATUS,
  type ParkedChange,
  type ParkedConflict,
} from '../conflicts/parked-conflict.ts';
import type {
  ChangeAction,
  FailedChange,
  QueuedChange,
  RepositoryCollection,
  BasedChange,
} from '../repository/repository-types.ts';
import type { LocalDatabase } from './local-database.ts';

export type QueueCounts = { pendingCount: number; failedCount: number };

/**
 * The offline writes, in IndexedDB so a reload keeps them: waiting ones in `queue` (replayed in
 * `seq` order) and, in `failed`, the ones the server refused and the shipment updates parked as
 * conflicts on replay (decision 016).
 */
export class LocalQueue {
  private readonly db: LocalDatabase;

  constructor(db: LocalDatabase) {
    this.db = db;
  }

  /**
   * Queues a change. An update also keeps what it was based on (the version its screen opened,
   * or else the local copy's `updated` and values of the fields it sets, read before the change
   * is applied to the copy), so its replay can tell whether someone else changed the same fields
   * meanwhile.
   */
  async add(change: Omit<BasedChange, 'seq'>): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.records, db.queue], async () => {
      const copy = await db.records.get([change.collection, change.recordId]);
      // A screen's save brings the version its form opened; the copy may have moved on since.
      const base = change.base ?? changeBaseFrom(change, copy?.record);
      const based: Omit<BasedChange, 'seq'> = base ? { ...change, base } : change;
      await db.queue.add(based);
    });
  }

  first(): Promise<QueuedChange | undefined> {
    return this.db.queue.orderBy('seq').first();
  }

  /** Waiting changes in replay order, of one collection or of all. */
  pending(collection?: RepositoryCollection): Promise<QueuedChange[]> {
    const { queue } = this.db;
    return collection ? queue.where('collection').equals(collection).sortBy('seq') : queue.orderBy('seq').toArray();
  }

  async remove(seq: number | undefined): Promise<void> {
    if (seq !== undefined) await this.db.queue.delete(seq);
  }

  /** Moves a change the server refused from the queue to the failed changes, in one step. */
  async fail(change: QueuedChange, { status, message }: { status: number; message: string }) {
    const { db } = this;
    await db.transaction('rw', [db.queue, db.failed], async () => {
      if (change.seq !== undefined) await db.queue.delete(change.seq);
      await db.failed.add({ change, status, message, failedAt: new Date().toISOString() });
    });
  }

  /**
   * Moves a replayed change from the queue to the parked conflicts, in one step: `change` keeps
   * only the part still to decide (the clashing fields), `conflict` both values of each.
   */
  async park(queued: QueuedChange, change: QueuedChange, conflict: ParkedConflict) {
    const { db } = this;
    const parked: ParkedChange = {
      change,
      conflict,
      status: CONFLICT_STATUS,
      message: conflict.conflicts.map((it) => it.field).join(', '),
      failedAt: new Date().toISOString(),
    };
    await db.transaction('rw', [db.queue, db.failed], async () => {
      if (queued.seq !== undefined) await db.queue.delete(queued.seq);
      await db.failed.add(parked);
    });
  }

  /** Replaces a parked conflict (the server changed again before the user decided). */
  async updateFailed(failed: FailedChange): Promise<void> {
    if (failed.id !== undefined) await this.db.failed.put(failed);
  }

  getFailed(id: number): Promise<FailedChange | undefined> {
    return this.db.failed.get(id);
  }

  /** Drops waiting changes of one record and action (a lock release made moot by taking it again). */
  async discard(collection: RepositoryCollection, recordId: string, action: ChangeAction) {
    const { queue } = this.db;
    await queue
      .where('collection')
      .equals(collection)
      .filter((change) => change.recordId === recordId && change.action === action)
      .delete();
  }

  /** Rewrites the bodies of the waiting changes of one record (a shipment given a new code). */
  async rewrite(
    collection: RepositoryCollection,
    recordId: string,
    change: (body: Record<string, unknown>) => Record<string, unknown>,
  ): Promise<void> {
    await this.db.queue
      .where('collection')
      .equals(collection)
      .filter((queued) => queued.recordId === recordId && queued.data !== null)
      .modify((queued) => {
        queued.data = change(queued.data ?? {});
      });
  }

  failed(): Promise<FailedChange[]> {
    return this.db.failed.orderBy('id').toArray();
  }

  async dismissFailed(id: number): Promise<void> {
    await this.db.failed.delete(id);
  }

  async counts(): Promise<QueueCounts> {
    const [pendingCount, failedCount] = await Promise.all([this.db.queue.count(), this.db.failed.count()]);
    return { pendingCount, failedCount };
  }
}
