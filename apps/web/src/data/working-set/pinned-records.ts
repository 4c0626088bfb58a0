import type { LocalStore } from '../local/local-store.ts';
import type { RepositoryCollection } from '../repository/repository-types.ts';

// The records a person opened lately stay in the copy whatever their age; beyond this many the
// oldest openings are forgotten (they leave with the next pass unless in the set anyway).
const MAX_PINNED = 500;
const pinnedKey = (collection: RepositoryCollection) => `workingSet:opened:${collection}`;

/** Remembers that the user opened a record, newest first. */
export async function pinRecord(
  store: LocalStore,
  collection: RepositoryCollection,
  id: string,
): Promise<void> {
  await store.updateMeta<string[]>(pinnedKey(collection), (current = []) =>
    current[0] === id ? current : [id, ...current.filter((pinned) => pinned !== id)].slice(0, MAX_PINNED),
  );
}

export async function pinnedIds(
  store: LocalStore,
  collection: RepositoryCollection,
): Promise<Set<string>> {
  return new Set((await store.readMeta<string[]>(pinnedKey(collection))) ?? []);
}
