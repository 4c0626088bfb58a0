import type { FailedChange, QueuedChange, RepositoryCollection } from '../repository-types.ts';
import type { LocalDatabase } from './local-database.ts';

export type QueueCounts = { pendingCount: number; failedCount: number };

/**
 * The offline writes, in IndexedDB so a reload keeps them: waiting ones in `queue` (replayed in
 * `seq` order) and the ones the server refused in `failed`.
 */
export class LocalQueue {
  private readonly db: LocalDatabase;

  constructor(db: LocalDatabase) {
    this.db = db;
  }

  async add(change: Omit<QueuedChange, 'seq'>): Promise<void> {
    await this.db.queue.add(change);
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
