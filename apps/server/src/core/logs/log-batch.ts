import type { LogEntry } from './log-table.ts';

export const BATCH_SIZE = 200;
export const FLUSH_INTERVAL_MS = 3_000;

/**
 * Collects log entries in memory and hands them to `write` in batches: when 200 are waiting, or
 * every 3 seconds (as PocketBase's batch handler does), so a request never waits for a log write.
 */
export class LogBatch {
  private pending: LogEntry[] = [];
  private readonly write: (entries: LogEntry[]) => void;
  private readonly timer: NodeJS.Timeout;

  constructor(write: (entries: LogEntry[]) => void) {
    this.write = write;
    this.timer = setInterval(() => this.flush(), FLUSH_INTERVAL_MS);
    // Logging alone must never keep the process alive.
    this.timer.unref();
  }

  add(entry: LogEntry): void {
    this.pending.push(entry);
    if (this.pending.length >= BATCH_SIZE) this.flush();
  }

  flush(): void {
    if (this.pending.length === 0) return;
    const entries = this.pending;
    this.pending = [];
    this.write(entries);
  }

  /** Writes what is left and stops the timer. */
  close(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
