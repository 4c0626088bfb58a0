/** A few recent answers by key, the oldest dropped first. */
export class LruMemo<T> {
  private readonly values = new Map<string, T>();

  constructor(private readonly size: number) {}

  get(key: string, compute: () => T): T {
    const found = this.values.get(key);
    if (found !== undefined) {
      this.values.delete(key);
      this.values.set(key, found);
      return found;
    }
    const value = compute();
    this.values.set(key, value);
    if (this.values.size > this.size) this.values.delete(this.values.keys().next().value!);
    return value;
  }

  clear(): void {
    this.values.clear();
  }
}
