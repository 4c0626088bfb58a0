import { pb } from '#lib/pocketbase.ts';
import { matchesScope } from '../common/record-scope.ts';
import type {
  RepositoryCollection,
  RepositoryScope,
  StoredRecord,
} from '../repository/repository-types.ts';
import type { LocalDatabase } from './local-database.ts';
import { localDatabaseFor, OWNER_KEY } from './local-owner.ts';
import { LocalQueue } from './local-queue.ts';

const DEMO_KEY = 'demo';
const syncedKey = (collection: RepositoryCollection) => `synced:${collection}`;

/** The collections `?seed` fills with demo data; while seeded they never talk to the server. */
export const DEMO_COLLECTIONS: ReadonlySet<RepositoryCollection> = new Set([
  'shipments_ocean',
  'shipments_air',
  'shipments_land',
  'partners',
  'notification_states',
  'shipment_locks',
]);

/** The signed-in user's local copy: cached records, demo flag and the offline queue. */
export class LocalStore {
  readonly queue: LocalQueue;
  private readonly db: LocalDatabase;
  private readonly userId: string;

  constructor(db: LocalDatabase, userId: string) {
    this.db = db;
    this.userId = userId;
    this.queue = new LocalQueue(db);
  }

  async isDemo(collection?: RepositoryCollection): Promise<boolean> {
    if (collection && !DEMO_COLLECTIONS.has(collection)) return false;
    return (await this.db.meta.get(DEMO_KEY))?.value === true;
  }

  async hasSynced(collection: RepositoryCollection): Promise<boolean> {
    return (await this.db.meta.get(syncedKey(collection)))?.value === true;
  }

  async list(collection: RepositoryCollection, scope?: RepositoryScope): Promise<StoredRecord[]> {
    const rows = await this.db.records.where('collection').equals(collection).toArray();
    return rows.map((row) => row.record).filter((record) => matchesScope(record, scope));
  }

  async get(collection: RepositoryCollection, id: string): Promise<StoredRecord | null> {
    return (await this.db.records.get([collection, id]))?.record ?? null;
  }

  /** Caches a record, unless the copy changed hands meanwhile (an answer for the previous user). */
  async put(collection: RepositoryCollection, record: StoredRecord): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.records, db.meta], async () => {
      if (await this.isOwner()) await db.records.put({ collection, id: record.id, record });
    });
  }

  async remove(collection: RepositoryCollection, id: string): Promise<void> {
    await this.db.records.delete([collection, id]);
  }

  /**
   * Makes the copy of one scope equal to `records` (what the server just listed, with pending
   * writes laid over). Skipped while demo data is loaded, so a late answer cannot replace it.
   */
  async replaceScope(
    collection: RepositoryCollection,
    scope: RepositoryScope | undefined,
    records: readonly StoredRecord[],
  ): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.records, db.meta], async () => {
      if ((await this.isDemo(collection)) || !(await this.isOwner())) return;
      const keep = new Set(records.map((record) => record.id));
      const stale = (await this.list(collection, scope)).filter((record) => !keep.has(record.id));
      await db.records.bulkDelete(stale.map((record) => [collection, record.id] as const));
      await db.records.bulkPut(records.map((record) => ({ collection, id: record.id, record })));
      await db.meta.put({ key: syncedKey(collection), value: true });
    });
  }

  /**
   * Caches server records as they are, except those with writes still queued (the copy holds
   * the user's version of those). Skipped in demo mode and when the copy changed hands.
   */
  async putServerRecords(
    collection: RepositoryCollection,
    records: readonly StoredRecord[],
    skipIds: ReadonlySet<string>,
  ): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.records, db.meta], async () => {
      if ((await this.isDemo(collection)) || !(await this.isOwner())) return;
      const rows = records.filter((record) => !skipIds.has(record.id));
      await db.records.bulkPut(rows.map((record) => ({ collection, id: record.id, record })));
    });
  }

  async removeMany(collection: RepositoryCollection, ids: readonly string[]): Promise<void> {
    await this.db.records.bulkDelete(ids.map((id) => [collection, id] as const));
  }

  async count(collection: RepositoryCollection): Promise<number> {
    return this.db.records.where('collection').equals(collection).count();
  }

  async readMeta<T>(key: string): Promise<T | undefined> {
    return (await this.db.meta.get(key))?.value as T | undefined;
  }

  async writeMeta(key: string, value: unknown): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.meta], async () => {
      if (await this.isOwner()) await db.meta.put({ key, value });
    });
  }

  /** Reads and rewrites one meta value in one transaction, so two changes at once keep both. */
  async updateMeta<T>(key: string, change: (current: T | undefined) => T): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.meta], async () => {
      if (!(await this.isOwner())) return;
      const current = (await db.meta.get(key))?.value as T | undefined;
      await db.meta.put({ key, value: change(current) });
    });
  }

  /** Says the copy of a collection can answer lists offline. */
  async markSynced(collection: RepositoryCollection): Promise<void> {
    await this.writeMeta(syncedKey(collection), true);
  }

  private async isOwner(): Promise<boolean> {
    return (await this.db.meta.get(OWNER_KEY))?.value === this.userId;
  }

  /** Replaces the cached shipments and partners with demo data and turns demo mode on. */
  async loadDemo(data: Partial<Record<RepositoryCollection, StoredRecord[]>>): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.records, db.meta], async () => {
      for (const collection of DEMO_COLLECTIONS) {
        await db.records.where('collection').equals(collection).delete();
        const rows = (data[collection] ?? []).map((record) => ({ collection, id: record.id, record }));
        await db.records.bulkPut(rows);
        await db.meta.put({ key: syncedKey(collection), value: true });
      }
      await db.meta.put({ key: DEMO_KEY, value: true });
    });
  }

  /**
   * Forgets every cached record and the demo flag, so the next reads come from the server.
   * Writes still waiting in the queue are kept: they are the user's work, not a copy.
   */
  async clearRecords(): Promise<void> {
    const { db } = this;
    await db.transaction('rw', [db.records, db.meta], async () => {
      await db.records.clear();
      const flags = await db.meta.filter((row) => row.key === DEMO_KEY || row.key.startsWith('synced:')).primaryKeys();
      await db.meta.bulkDelete(flags);
    });
  }
}

let warned = false;

/**
 * The local store of the signed-in product user, or null when nobody is signed in or the
 * browser has no usable IndexedDB (then the app works remote-only, and says why once).
 */
export async function openLocalStore(): Promise<LocalStore | null> {
  const { authStore } = pb;
  const userId = authStore.isAuthRecord ? (authStore.model?.id as string | undefined) : undefined;
  if (!userId) return null;
  try {
    return new LocalStore(await localDatabaseFor(userId), userId);
  } catch (error) {
    if (!warned) console.warn('Local copy unavailable; working without offline data.', error);
    warned = true;
    return null;
  }
}
