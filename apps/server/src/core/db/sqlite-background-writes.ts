import { Worker } from 'node:worker_threads';
import type { SqlParams } from './db.ts';

type Pending = { resolve: () => void; reject: (error: Error) => void };

/**
 * Writes to one SQLite file on a thread of their own (decision 070): each batch in one
 * transaction on the thread's own connection, so the inserts and the commit (its WAL writes
 * and checkpoints) never take the event loop that answers requests. Only for writes nothing
 * waits on but their own promise: the request logs. The thread starts with the first batch and
 * again after it failed; a batch it could not write is refused with the engine's message.
 */
export class SqliteBackgroundWrites {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(
    private readonly file: string,
    private readonly pragmas: readonly string[],
  ) {}

  run(statements: [sql: string, params: SqlParams][]): Promise<void> {
    const worker = this.started();
    const id = ++this.nextId;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, statements });
    });
  }

  /** Waits for the batches sent, then closes the thread's connection and ends it. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    await Promise.allSettled(
      [...this.pending.values()].map(
        (pending) =>
          new Promise<void>((resolve) => {
            const { resolve: done, reject } = pending;
            pending.resolve = () => (done(), resolve());
            pending.reject = (error) => (reject(error), resolve());
          }),
      ),
    );
    const closed = new Promise<void>((resolve) => {
      worker.once('message', () => resolve());
      worker.once('exit', () => resolve());
    });
    worker.postMessage({ close: true });
    await closed;
    this.worker = null;
    await worker.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./sqlite-background-worker.mjs', import.meta.url), {
      workerData: { file: this.file, pragmas: this.pragmas },
    });
    worker.unref();
    worker.on('message', (message: { id?: number; error?: string }) => {
      if (message.id === undefined) return;
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error === undefined) pending?.resolve();
      else pending?.reject(new Error(message.error));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the background writer stopped (${code})`)));
    this.worker = worker;
    return worker;
  }
}
