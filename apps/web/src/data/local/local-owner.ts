import { moveLegacyNotificationSets } from './legacy-notification-sets.ts';
import { LocalDatabase } from './local-database.ts';

/** The `meta` row naming the user the copy belongs to. */
export const OWNER_KEY = 'owner';

let opened: Promise<LocalDatabase> | null = null;
let claimed: { userId: string; ready: Promise<LocalDatabase> } | null = null;

/**
 * The browser's database, opened once per page: the first open after an upgrade moves the
 * notification sets of the earlier separate database into it (decision 063). Rejects when
 * IndexedDB is unavailable, and tries again on the next call.
 */
function openDatabase(): Promise<LocalDatabase> {
  opened ??= (async () => {
    const db = new LocalDatabase();
    await db.open();
    await moveLegacyNotificationSets(db);
    return db;
  })().catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/**
 * The local copy, made to belong to `userId` first: when another user's data is in it (records,
 * queue, failed changes, demo flag, notification sets) all of it is deleted, so nobody ever reads
 * a copy filled for someone else, who may work for another company. Rejects when IndexedDB is
 * unavailable, and tries again on the next call.
 */
export function localDatabaseFor(userId: string): Promise<LocalDatabase> {
  if (claimed?.userId === userId) return claimed.ready;
  const attempt = { userId, ready: claim(userId) };
  claimed = attempt;
  // A claim that failed (no IndexedDB yet, a blocked upgrade) is tried again on the next call.
  attempt.ready.catch(() => {
    if (claimed === attempt) claimed = null;
  });
  return attempt.ready;
}

async function claim(userId: string): Promise<LocalDatabase> {
  const db = await openDatabase();
  const tables = [db.records, db.queue, db.failed, db.meta, db.notificationSets];
  await db.transaction('rw', tables, async () => {
    const owner = await db.meta.get(OWNER_KEY);
    if (owner?.value === userId) return;
    await Promise.all(tables.map((table) => table.clear()));
    await db.meta.put({ key: OWNER_KEY, value: userId });
  });
  return db;
}

/**
 * The local copy if it belongs to `userId` right now, without claiming it: for work that must
 * reach that user's copy after they have gone (their session ended), never someone else's.
 */
export async function localDatabaseIfOwnedBy(userId: string): Promise<LocalDatabase | null> {
  if (claimed?.userId === userId) await claimed.ready.catch(() => undefined);
  const db = await openDatabase();
  const owner = await db.meta.get(OWNER_KEY);
  return owner?.value === userId ? db : null;
}

/** Closes the database and forgets it and its owner: the next call opens it afresh (tests). */
export async function closeLocalDatabase(): Promise<void> {
  const db = await opened?.catch(() => null);
  db?.close();
  opened = null;
  claimed = null;
}
