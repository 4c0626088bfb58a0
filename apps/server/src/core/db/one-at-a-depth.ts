import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Runs nested transactions of one enclosing transaction one after the other at each depth.
 * A savepoint is a stack: work started side by side inside one transaction (a restore's modules
 * each starting theirs, a `Promise.all` of `tx.transaction` calls) would interleave its
 * savepoints, one's RELEASE or COMMIT ending the other's. So work at one depth waits for the
 * work before it there; work started inside it is one depth down and goes ahead.
 */
export class OneAtADepth {
  private readonly depth = new AsyncLocalStorage<number>();
  /** Per depth, the end of the last work queued there. */
  private readonly tails = new Map<number, Promise<void>>();

  async run<T>(work: () => Promise<T>): Promise<T> {
    const depth = this.depth.getStore() ?? 0;
    const before = this.tails.get(depth) ?? Promise.resolve();
    let finished = () => {};
    const done = new Promise<void>((resolve) => (finished = resolve));
    const mine = before.then(() => done);
    this.tails.set(depth, mine);
    await before;
    try {
      return await this.depth.run(depth + 1, work);
    } finally {
      finished();
      if (this.tails.get(depth) === mine) this.tails.delete(depth);
    }
  }
}
