import Dexie, { type Table } from 'dexie';
import type { LocalDatabase, NotificationSetRow } from './local-database.ts';

/** The database the notification sets had of their own before decision 063. */
export const LEGACY_NOTIFICATION_DATABASE = 'rumbo-notifications';

/** That database as it was shipped, to read it once more. */
class LegacyNotificationDatabase extends Dexie {
  sets!: Table<NotificationSetRow, string>;

  constructor() {
    super(LEGACY_NOTIFICATION_DATABASE);
    this.version(1).stores({ sets: 'userId' });
  }
}

/** How long a start waits for the move at most (another tab may hold the old database). */
const MOVE_WAIT_MS = 5000;

/**
 * Moves the notification sets of the earlier, separate database into `db` and deletes that
 * database (decision 063). Runs on every start and does nothing once the old database is gone.
 * Rows are put by user, so a move done twice (two tabs starting together) leaves one row each.
 * Never rejects, and waits at most a few seconds: the sets can be rebuilt from the shipments, so
 * a failure is logged and the app starts. An old database that cannot be read is deleted (what
 * it held is lost either way); one that was read but could not be copied stays for the next start.
 */
export async function moveLegacyNotificationSets(db: LocalDatabase): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn('Still moving the stored notifications of the earlier version; starting.');
      resolve();
    }, MOVE_WAIT_MS);
  });
  try {
    await Promise.race([move(db), waited]);
  } finally {
    clearTimeout(timer);
  }
}

async function move(db: LocalDatabase): Promise<void> {
  let rows: NotificationSetRow[];
  try {
    if (!(await Dexie.exists(LEGACY_NOTIFICATION_DATABASE))) return;
    rows = await readLegacyRows();
  } catch (error) {
    console.warn('Could not read the notifications stored by the earlier version.', error);
    await deleteLegacyDatabase();
    return;
  }
  try {
    await db.notificationSets.bulkPut(rows);
  } catch (error) {
    console.warn('Could not move the stored notifications; trying again on the next start.', error);
    return;
  }
  await deleteLegacyDatabase();
}

async function readLegacyRows(): Promise<NotificationSetRow[]> {
  const legacy = new LegacyNotificationDatabase();
  try {
    return await legacy.sets.toArray();
  } finally {
    legacy.close();
  }
}

/** Another tab moving the same rows may be deleting it too: either deletion is enough. */
async function deleteLegacyDatabase(): Promise<void> {
  try {
    await Dexie.delete(LEGACY_NOTIFICATION_DATABASE);
  } catch (error) {
    console.warn('Could not delete the notifications database of the earlier version.', error);
  }
}
