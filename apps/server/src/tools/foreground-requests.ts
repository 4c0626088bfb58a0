import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Requests being answered now, so that long background work (a large list answer made slice by
 * slice) gives them the event loop first (decision 023). A request counts from its arrival until
 * its answer is sent, or until it declares itself background work (a large answer, a realtime
 * stream). Background work waits between its slices while any request counts, but never longer
 * than its own bound: a steady stream of small requests slows a large answer, never starves it.
 */
export class ForegroundRequests {
  private active = 0;
  private waiters: (() => void)[] = [];
  /** Settles when the background work that holds the slot now lets it go. */
  private slot: Promise<void> = Promise.resolve();

  /** Counts one request; the returned call stops counting it (calling it again does nothing). */
  enter(): () => void {
    this.active += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.active -= 1;
      if (this.active === 0) this.wake();
    };
  }

  /** Requests counted now. */
  get count(): number {
    return this.active;
  }

  /**
   * A turn for background work: one turn of the event loop (so arrived requests are read), then
   * a wait until no request counts, of at most `maxWaitMs`.
   */
  async backgroundTurn(maxWaitMs: number): Promise<void> {
    await nextTurn();
    if (this.active === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, maxWaitMs);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.waiters.push(done);
    });
  }

  /**
   * Background work one piece at a time: waits for the piece before this one, and resolves with
   * the call that lets the next one go (calling it again does nothing).
   */
  async backgroundSlot(): Promise<() => void> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const before = this.slot;
    this.slot = before.then(() => done);
    await before;
    return release;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const done of waiters) done();
  }
}
