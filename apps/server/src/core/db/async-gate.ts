import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One holder at a time, handed over in arrival order. The async context of the holder (and every
 * promise chain started in it) passes through while it holds the gate, so work inside a
 * transaction that reaches the database through the outer handle joins it instead of waiting
 * for it forever.
 */
export class AsyncGate {
  private held = false;
  private readonly waiting: (() => void)[] = [];
  private readonly owner = new AsyncLocalStorage<{ holding: boolean }>();

  /** Whether the calling async context holds the gate. */
  isHolder(): boolean {
    return this.owner.getStore()?.holding === true;
  }

  /** Whether someone other than the calling context holds it (or is waiting for it). */
  isBusy(): boolean {
    return this.held && !this.isHolder();
  }

  async hold<T>(work: () => Promise<T>): Promise<T> {
    if (this.isHolder()) return work();
    await this.acquire();
    const token = { holding: true };
    try {
      return await this.owner.run(token, work);
    } finally {
      token.holding = false;
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}
