import type { MilestoneNotification } from '@rumbo/domain';
import Dexie, { type EntityTable, type Table } from 'dexie';
import type {
  FailedChange,
  QueuedChange,
  RepositoryCollection,
  StoredRecord,
} from '../repository/repository-types.ts';

/** One cached record of one collection (records are kept as the server sent them). */
export type LocalRecordRow = { collection: RepositoryCollection; id: string; record: StoredRecord };

/** Small facts about the copy: whose it is, which collections were synced, demo mode. */
export type MetaRow = { key: string; value: unknown };

/** One user's notification set (SPEC §3 Notification (local)), as this browser last computed it. */
export type NotificationSetRow = {
  userId: string;
  notifications: MilestoneNotification[];
  savedAtISO: string;
};

const DATABASE_NAME = 'rumbo-local';

/**
 * The browser's one database (decision 063), in IndexedDB: the records last read, the queue of
 * writes made offline (kept across reloads), the writes the server refused on replay, the copy's
 * metadata and the users' notification sets. One per browser profile, owned by one user at a time.
 */
export class LocalDatabase extends Dexie {
  records!: Table<LocalRecordRow, [RepositoryCollection, string]>;
  queue!: EntityTable<QueuedChange, 'seq'>;
  failed!: EntityTable<FailedChange, 'id'>;
  meta!: Table<MetaRow, string>;
  notificationSets!: Table<NotificationSetRow, string>;

  constructor() {
    super(DATABASE_NAME);
    // Version 1's tables keep their key paths exactly: their rows (the offline queue above all)
    // stay where they are when a browser upgrades. Version 2 only adds the notification sets.
    const version1 = {
      records: '[collection+id], collection',
      queue: '++seq, collection',
      failed: '++id',
      meta: 'key',
    };
    this.version(1).stores(version1);
    this.version(2).stores({ ...version1, notificationSets: 'userId' });
  }
}
