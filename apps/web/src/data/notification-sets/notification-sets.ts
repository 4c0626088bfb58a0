import type { MilestoneNotification } from '@rumbo/domain';
import { localDatabaseFor, localDatabaseIfOwnedBy } from '../local/local-owner.ts';

/**
 * The stored notification set of `userId` (decision 012), or [] when there is none or IndexedDB
 * is unavailable (the set is then rebuilt from the shipments). It lives in the browser's one
 * database (decision 063), whose copy is made `userId`'s first, as for any read of theirs; sets
 * of other users are deleted on the way: they name another account's shipments, possibly of
 * another company, and this browser now serves this one.
 */
export async function loadNotificationSet(userId: string): Promise<MilestoneNotification[]> {
  try {
    const db = await localDatabaseFor(userId);
    return await db.transaction('rw', db.notificationSets, async () => {
      await db.notificationSets.where('userId').notEqual(userId).delete();
      return (await db.notificationSets.get(userId))?.notifications ?? [];
    });
  } catch (error) {
    console.warn('Could not read the stored notifications.', error);
    return [];
  }
}

/**
 * Stores the set of `userId` while the copy is theirs (a set computed for a user who has gone
 * never lands in the next one's copy); a failure only costs the set's ids and times on the next
 * load.
 */
export async function saveNotificationSet(
  userId: string,
  notifications: readonly MilestoneNotification[],
): Promise<void> {
  try {
    const db = await localDatabaseIfOwnedBy(userId);
    const row = { userId, notifications: [...notifications], savedAtISO: new Date().toISOString() };
    await db?.notificationSets.put(row);
  } catch (error) {
    console.warn('Could not store the notifications.', error);
  }
}
