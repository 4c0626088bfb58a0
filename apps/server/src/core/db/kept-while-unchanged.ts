/**
 * Values read from the database, kept across requests while its change mark (`Db.changeMark`)
 * stays where it was before they were read (decision 069): the first write anywhere, by this
 * process or another connection, drops them all. Nothing is kept where the engine cannot tell
 * (null mark: a database server shared by several instances).
 */
export class KeptWhileUnchanged<V> {
  private readonly entries = new Map<string, V>();
  private mark = -1;

  constructor(private readonly limit: number) {}

  /** The kept value, when the database has not changed since it was read. */
  get(key: string, mark: number | null): V | undefined {
    if (mark === null || mark !== this.mark) return undefined;
    return this.entries.get(key);
  }

  /** Keeps `value`, read after the mark `readAt` was taken; a value read before a change is dropped. */
  set(key: string, readAt: number | null, value: V): void {
    if (readAt === null || readAt < this.mark) return;
    if (readAt > this.mark || this.entries.size >= this.limit) {
      this.entries.clear();
      this.mark = readAt;
    }
    this.entries.set(key, value);
  }
}
