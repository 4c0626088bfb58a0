import type { BasedChange } from '../repository/repository-types.ts';
import { pendingRecord } from '../common/pending-changes.ts';
import { localDatabaseFor, localDatabaseIfOwnedBy } from '../local/local-owner.ts';
import { LocalStore } from '../local/local-store.ts';

/** A change kept for the queue, with the key it is kept under until it gets there. */
type KeptChange = { key: string; change: Omit<BasedChange, 'seq'> };

const STASH_PREFIX = 'rumbo.unsent-changes.';
const ADOPT_LOCK = 'rumbo-unsent-changes';

/** Where `userId`'s kept changes wait in localStorage (one browser, possibly several tabs). */
export const stashKey = (userId: string) => `${STASH_PREFIX}${userId}`;

/**
 * Keeps a change the user made but did not save (an editor's unsaved edits when their session
 * ends or the page goes, decision 036) for the offline queue, where it is replayed like any
 * queued change: an update with its base, so the replay is checked for conflicts. Written at
 * once to localStorage, which survives a page being torn down mid-way; moved into the queue
 * (`adoptUnsentChanges`) straight away when `adoptNow`, else at the user's next start.
 * Returns the key to take it back with (`forgetUnsentChange`).
 */
export function keepUnsentChange(
  userId: string,
  change: Omit<BasedChange, 'seq'>,
  { adoptNow }: { adoptNow: boolean },
): string {
  const key = `${change.collection}/${change.recordId}/${Date.now()}/${Math.random()}`;
  try {
    writeStash(userId, [...readStash(userId), { key, change }]);
  } catch (error) {
    // No room in localStorage (or none at all): straight to the queue, while the page lasts.
    console.warn('Could not keep the unsaved changes in localStorage.', error);
    void queueKept(userId, [{ key, change }]).catch(warn);
    return key;
  }
  if (adoptNow) void adoptUnsentChanges(userId).catch(warn);
  return key;
}

/** Takes back a kept change not yet in the queue (the page came back from the page cache). */
export function forgetUnsentChange(userId: string, key: string): void {
  writeStash(
    userId,
    readStash(userId).filter((kept) => kept.key !== key),
  );
}

/**
 * Moves `userId`'s kept changes into their offline queue (and lays them over their local copy),
 * in the order they were kept; resolves with how many moved. With `claim` (the user is signed
 * in here now) the copy is made theirs first, as opening it would; without, nothing moves while
 * it belongs to someone else: the changes wait for their owner's next sign-in. One tab at a time.
 */
export async function adoptUnsentChanges(
  userId: string,
  { claim = false }: { claim?: boolean } = {},
): Promise<number> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const adopt = () => queueKept(userId, readStash(userId), claim);
  return locks ? locks.request(ADOPT_LOCK, adopt) : adopt();
}

async function queueKept(userId: string, kept: KeptChange[], claim = false): Promise<number> {
  if (kept.length === 0) return 0;
  const db = claim ? await localDatabaseFor(userId) : await localDatabaseIfOwnedBy(userId);
  if (!db) return 0;
  const store = new LocalStore(db, userId);
  for (const { key, change } of kept) {
    await store.queue.add(change);
    const current = (await store.get(change.collection, change.recordId)) ?? undefined;
    if (change.action === 'create' || current)
      await store.put(change.collection, pendingRecord(change, current));
    // Only once it is in the queue: a page gone in between keeps it for the next start.
    forgetUnsentChange(userId, key);
  }
  return kept.length;
}

function readStash(userId: string): KeptChange[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(stashKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as KeptChange[]) : [];
  } catch {
    return [];
  }
}

function writeStash(userId: string, kept: KeptChange[]): void {
  if (kept.length === 0) localStorage.removeItem(stashKey(userId));
  else localStorage.setItem(stashKey(userId), JSON.stringify(kept));
}

function warn(error: unknown): void {
  console.warn('Could not queue the unsaved changes; they are kept for the next start.', error);
}
