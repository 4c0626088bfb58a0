import type { Db } from './db.ts';

/**
 * Values read from the database, kept across requests while its change mark (`Db.changeMark`)
 * stays where it was before they were read (decision 069): the first write anywhere, by this
 * process or another connection, drops them all. Nothing is kept where the engine cannot tell
 * (null mark: a database server shared by several instances).
 *
 * `limit` bounds the kept values' summed weight (`weigh`, one per value unless given): a value
 * that would pass it starts the store over, and one heavier than the limit is never kept.
 */
export class KeptWhileUnchanged<V> {
  private readonly entries = new Map<string, V>();
  private mark = -1;
  private weight = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  /** The kept value, when the database has not changed since it was read. */
  get(key: string, mark: number | null): V | undefined {
    if (mark === null || mark !== this.mark) return undefined;
    return this.entries.get(key);
  }

  /** Keeps `value`, read after the mark `readAt` was taken; a value read before a change is dropped. */
  set(key: string, readAt: number | null, value: V): void {
    if (readAt === null || readAt < this.mark) return;
    const weight = this.weigh(value);
    if (weight > this.limit) return;
    if (readAt > this.mark || this.weight + weight > this.limit) {
      this.entries.clear();
      this.weight = 0;
      this.mark = readAt;
    }
    const previous = this.entries.get(key);
    if (previous !== undefined) this.weight -= this.weigh(previous);
    this.entries.set(key, value);
    this.weight += weight;
  }
}

/**
 * One `KeptWhileUnchanged` per database, made on first use: each database has its own mark, so
 * what is kept for one never serves another (the logs' file, a test's second server).
 */
export function keptPerDb<V>(
  limit: number,
  weigh?: (value: V) => number,
): (db: Db) => KeptWhileUnchanged<V> {
  const kept = new WeakMap<Db, KeptWhileUnchanged<V>>();
  return (db) => {
    let store = kept.get(db);
    if (!store) kept.set(db, (store = new KeptWhileUnchanged(limit, weigh)));
    return store;
  };
}
