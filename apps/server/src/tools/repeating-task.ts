/**
 * Work an instance repeats on a timer (the daily digest, quote expiry): run at once on start
 * (or after `firstWaitMs`), then again after the wait `nextWaitMs` gives once each run has ended, never two runs at once.
 * A run that throws is logged and the timer goes on; `stop` waits for a run under way.
 */
export class RepeatingTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly options: {
      run: () => Promise<unknown>;
      nextWaitMs: () => number;
      /** How long after start the first run waits; at once when left out. */
      firstWaitMs?: number;
      /** Logged before the error of a run that failed. */
      failure: string;
    },
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(this.options.firstWaitMs ?? 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(waitMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.options
        .run()
        .then(() => undefined)
        .catch((error: unknown) => console.warn(this.options.failure, error))
        .finally(() => {
          this.running = null;
          this.schedule(this.options.nextWaitMs());
        });
    }, waitMs);
  }
}
