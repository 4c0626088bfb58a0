import type { LogEntry } from './log-table.ts';

export const BATCH_SIZE = 200;
export const FLUSH_INTERVAL_MS = 3_000;

/**
 * Collects log entries in memory and hands them to `write` in batches: when 200 are waiting, or
 * every 3 seconds (as PocketBase's batch handler does), so a request never waits for a log write.
 */
export class LogBatch {
  private pending: LogEntry[] = [];
  private readonly write: (entries: LogEntry[]) => Promise<void>;
  private readonly timer: NodeJS.Timeout;
  /** The writes handed over and not yet finished, so `flush` can wait for all of them. */
  private readonly writing = new Set<Promise<void>>();

  constructor(write: (entries: LogEntry[]) => Promise<void>) {
    this.write = write;
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    // Logging alone must never keep the process alive.
    this.timer.unref();
  }

  add(entry: LogEntry): void {
    this.pending.push(entry);
    if (this.pending.length >= BATCH_SIZE) void this.flush();
  }

  /** Hands the waiting entries to `write`; resolves once every write handed over has ended. */
  async flush(): Promise<void> {
    if (this.pending.length > 0) {
      const entries = this.pending;
      this.pending = [];
      const written = this.write(entries).finally(() => this.writing.delete(written));
      this.writing.add(written);
    }
    await Promise.all([...this.writing]);
  }

  /** Writes what is left and stops the timer. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
