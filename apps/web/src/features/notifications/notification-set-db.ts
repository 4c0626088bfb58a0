import type { MilestoneNotification } from '@rumbo/domain';
import Dexie, { type Table } from 'dexie';

/** One user's notification set (SPEC §3 Notification (local)), as this browser last computed it. */
export type NotificationSetRow = {
  userId: string;
  notifications: MilestoneNotification[];
  savedAtISO: string;
};

const DATABASE_NAME = 'rumbo-notifications';

class NotificationSetDatabase extends Dexie {
  sets!: Table<NotificationSetRow, string>;

  constructor() {
    super(DATABASE_NAME);
    this.version(1).stores({ sets: 'userId' });
  }
}

let database: NotificationSetDatabase | null = null;

/**
 * The stored set of `userId`, or [] when there is none or IndexedDB is unavailable (the set is
 * then rebuilt from the shipments). Sets of other users are deleted on the way: they name
 * another account's shipments, possibly of another company, and this browser now serves this one.
 */
export async function loadNotificationSet(userId: string): Promise<MilestoneNotification[]> {
  try {
    const db = open();
    await db.sets.where('userId').notEqual(userId).delete();
    return (await db.sets.get(userId))?.notifications ?? [];
  } catch (error) {
    console.warn('Could not read the stored notifications.', error);
    return [];
  }
}

/** Stores the set of `userId`; a failure only costs the set's ids and times on the next load. */
export async function saveNotificationSet(
  userId: string,
  notifications: readonly MilestoneNotification[],
): Promise<void> {
  try {
    const row = { userId, notifications: [...notifications], savedAtISO: new Date().toISOString() };
    await open().sets.put(row);
  } catch (error) {
    console.warn('Could not store the notifications.', error);
  }
}

function open(): NotificationSetDatabase {
  database ??= new NotificationSetDatabase();
  return database;
}
