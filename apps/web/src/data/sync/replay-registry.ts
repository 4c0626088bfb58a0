import type { LocalStore } from '../local/local-store.ts';
import type { QueuedChange, StoredRecord } from '../repository/repository-types.ts';

/**
 * A collection's own way to send again a change the server refused on replay (decision 034: a
 * create that met a unique value taken meanwhile). Collection modules add theirs at start; the
 * sync engine asks the registry and knows no collection itself.
 */
export type CollectionReplay = {
  /** Whether this replay takes over the change the server refused with `error`. */
  handles(change: QueuedChange, error: unknown): boolean;
  /** Sends the change another way; resolves with the record the server saved (its id may differ). */
  send(store: LocalStore, change: QueuedChange): Promise<StoredRecord>;
};

export type ReplayRegistry = {
  /** Adds a replay (adding one twice keeps one); returns its removal. */
  add(replay: CollectionReplay): () => void;
  /** The first replay, in the order added, that takes over this refusal. */
  find(change: QueuedChange, error: unknown): CollectionReplay | undefined;
};

export function createReplayRegistry(): ReplayRegistry {
  const replays = new Set<CollectionReplay>();
  return {
    add(replay) {
      replays.add(replay);
      return () => replays.delete(replay);
    },
    find(change, error) {
      for (const replay of replays) if (replay.handles(change, error)) return replay;
      return undefined;
    },
  };
}

/** The replays the app's sync engine consults. */
export const collectionReplays = createReplayRegistry();
