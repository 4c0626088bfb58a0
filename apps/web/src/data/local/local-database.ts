import Dexie, { type EntityTable, type Table } from 'dexie';
import type { FailedChange, QueuedChange, RepositoryCollection } from '../repository-types.ts';

export type StoredRecord = { id: string; [field: string]: unknown };

/** One cached record of one collection (records are kept as the server sent them). */
export type LocalRecordRow = { collection: RepositoryCollection; id: string; record: StoredRecord };

/** Small facts about the copy: whose it is, which collections were synced, demo mode. */
export type MetaRow = { key: string; value: unknown };

const DATABASE_NAME = 'rumbo-local';

/**
 * The browser's copy of the server's data (DESIGN §1), in IndexedDB: the records last read, the
 * queue of writes made offline (kept across reloads), the writes the server refused on replay,
 * and the copy's metadata. One copy per browser profile, owned by one user at a time.
 */
export class LocalDatabase extends Dexie {
  records!: Table<LocalRecordRow, [RepositoryCollection, string]>;
  queue!: EntityTable<QueuedChange, 'seq'>;
  failed!: EntityTable<FailedChange, 'id'>;
  meta!: Table<MetaRow, string>;

  constructor() {
    super(DATABASE_NAME);
    this.version(1).stores({
      records: '[collection+id], collection',
      queue: '++seq, collection',
      failed: '++id',
      meta: 'key',
    });
  }
}
