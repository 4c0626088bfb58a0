import { LocalDatabase } from './local-database.ts';

/** The `meta` row naming the user the copy belongs to. */
export const OWNER_KEY = 'owner';

let database: LocalDatabase | null = null;
let claimed: { userId: string; ready: Promise<LocalDatabase> } | null = null;

/**
 * The local copy, made to belong to `userId` first: when another user's data is in it (records,
 * queue, failed changes, demo flag) all of it is deleted, so nobody ever reads a copy filled
 * for someone else, who may work for another company. Rejects when IndexedDB is unavailable.
 */
export function localDatabaseFor(userId: string): Promise<LocalDatabase> {
  if (claimed?.userId !== userId) claimed = { userId, ready: claim(userId) };
  return claimed.ready;
}

async function claim(userId: string): Promise<LocalDatabase> {
  database ??= new LocalDatabase();
  const db = database;
  await db.transaction('rw', [db.records, db.queue, db.failed, db.meta], async () => {
    const owner = await db.meta.get(OWNER_KEY);
    if (owner?.value === userId) return;
    await Promise.all([db.records.clear(), db.queue.clear(), db.failed.clear(), db.meta.clear()]);
    await db.meta.put({ key: OWNER_KEY, value: userId });
  });
  return db;
}

/**
 * The local copy if it belongs to `userId` right now, without claiming it: for work that must
 * reach that user's copy after they have gone (their session ended), never someone else's.
 */
export async function localDatabaseIfOwnedBy(userId: string): Promise<LocalDatabase | null> {
  database ??= new LocalDatabase();
  const owner = await database.meta.get(OWNER_KEY);
  return owner?.value === userId ? database : null;
}
