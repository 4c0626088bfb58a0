/**
 * Counts requests per key in fixed windows and says when one is over its limit: `take` answers
 * false once `limit` requests of the key came within the current window. Windows of keys not
 * seen since are forgotten as the map grows, so a flood of new keys cannot hold memory.
 */
export class RateWindow {
  private readonly counts = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  take(key: string): boolean {
    const now = this.now();
    let window = this.counts.get(key);
    if (!window || window.endsAt <= now) {
      if (this.counts.size >= this.maxKeys) this.forgetEnded(now);
      window = { count: 0, endsAt: now + this.windowMs };
      this.counts.set(key, window);
    }
    window.count++;
    return window.count <= this.limit;
  }

  private forgetEnded(now: number): void {
    for (const [key, window] of this.counts) if (window.endsAt <= now) this.counts.delete(key);
    // Still full of live windows: start over rather than grow without bound.
    if (this.counts.size >= this.maxKeys) this.counts.clear();
  }
}
