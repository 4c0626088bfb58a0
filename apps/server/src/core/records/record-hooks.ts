import type { CollectionModel } from '@rumbo/domain';
import type { RecordValues } from './record-codec.ts';
import type { RequestContext } from './identity.ts';

export type BeforeCreateEvent = {
  collection: CollectionModel;
  ctx: RequestContext;
  input: Record<string, unknown>;
};
/**
 * An update about to be applied, inside the write's transaction: `current` is the row as stored
 * right now. A hook returns the input to apply (possibly changed) or throws an ApiError to refuse.
 * It runs once on the row as first read and again on the row read inside the transaction, so it
 * must be free of side effects.
 */
export type BeforeUpdateEvent = {
  collection: CollectionModel;
  ctx: RequestContext;
  input: Record<string, unknown>;
  current: RecordValues;
};
export type ChangeEvent = {
  action: 'create' | 'update' | 'delete';
  collection: CollectionModel;
  record: RecordValues;
};

/**
 * An update just written, still inside the write's transaction: `before` is the row as read in
 * that transaction, `after` the row as written. A hook may write more in the same transaction
 * (so both commit or neither does) and returns the changes it made, which the writer announces
 * once the transaction has committed. It runs once per write.
 */
export type UpdateWrittenEvent = {
  collection: CollectionModel;
  before: RecordValues;
  after: RecordValues;
  /** Who asked for the write (absent for writes the server makes on its own, e.g. a reset). */
  ctx?: RequestContext;
};

/**
 * A record about to be stored by a create or an update, with every column as it will be stored
 * (an update's current row merged with the request, after validation). A hook returns the
 * columns it computes from the others, which are stored along; it must be pure and quick: an
 * update runs it inside the write's transaction.
 */
export type BeforeStoreEvent = {
  collection: CollectionModel;
  record: Readonly<RecordValues>;
};

/**
 * A record just created or deleted, still inside the write's transaction (`record` is the row as
 * inserted, or as it was before the delete). Like an update-written hook, a hook may write more
 * in the same transaction and returns the changes it made, announced once the write has
 * committed. It runs once per write; a cascaded delete runs it for each record it removes.
 */
export type RecordWrittenEvent = {
  collection: CollectionModel;
  record: RecordValues;
  /** Who asked for the write. */
  ctx?: RequestContext;
  /** A delete that removed this record because another one went (a cascade). */
  cascaded?: boolean;
  /** A create that brings back a record from the recycle bin. */
  restored?: boolean;
};

/**
 * The changes a write is about to commit, inside its transaction as its last step: the same
 * events (the same objects) the writer announces once the transaction has committed. A listener
 * may write in the same transaction, so that what it writes commits with the change or not at
 * all (the change feed's outbox row, decision 056).
 */
export type CommittingEvent = { changes: readonly ChangeEvent[] };

/**
 * A record about to be deleted, while its row is still stored (so rules can still be evaluated
 * against it). The writer passes the same `record` object to the `delete` change that follows
 * once the delete has committed; a failed delete simply has no follow-up.
 */
export type BeforeDeleteEvent = { collection: CollectionModel; record: RecordValues };

/**
 * Extension points of the record engine. The engine stays generic; product behaviour (such as
 * stamping the caller's company on new records) is registered from `product/`.
 */
type MaybePromise<T> = T | Promise<T>;

export class RecordHooks {
  private readonly creators: ((
    event: BeforeCreateEvent,
  ) => MaybePromise<Record<string, unknown>>)[] = [];
  private readonly updaters: ((
    event: BeforeUpdateEvent,
  ) => MaybePromise<Record<string, unknown>>)[] = [];
  private readonly storers: ((event: BeforeStoreEvent) => RecordValues)[] = [];
  private readonly listeners: ((event: ChangeEvent) => MaybePromise<void>)[] = [];
  private readonly deleteListeners: ((event: BeforeDeleteEvent) => MaybePromise<void>)[] = [];
  private readonly committers: ((event: CommittingEvent) => MaybePromise<void>)[] = [];
  private readonly writtenUpdates: ((event: UpdateWrittenEvent) => MaybePromise<ChangeEvent[]>)[] =
    [];
  private readonly writtenCreates: ((event: RecordWrittenEvent) => MaybePromise<ChangeEvent[]>)[] =
    [];
  private readonly writtenDeletes: ((event: RecordWrittenEvent) => MaybePromise<ChangeEvent[]>)[] =
    [];

  onBeforeCreate(hook: (event: BeforeCreateEvent) => MaybePromise<Record<string, unknown>>): void {
    this.creators.push(hook);
  }

  onBeforeUpdate(hook: (event: BeforeUpdateEvent) => MaybePromise<Record<string, unknown>>): void {
    this.updaters.push(hook);
  }

  onBeforeStore(hook: (event: BeforeStoreEvent) => RecordValues): void {
    this.storers.push(hook);
  }

  onChange(listener: (event: ChangeEvent) => MaybePromise<void>): () => void {
    this.listeners.push(listener);
    return () => this.listeners.splice(this.listeners.indexOf(listener), 1);
  }

  onBeforeDelete(listener: (event: BeforeDeleteEvent) => MaybePromise<void>): void {
    this.deleteListeners.push(listener);
  }

  onCommitting(listener: (event: CommittingEvent) => MaybePromise<void>): void {
    this.committers.push(listener);
  }

  onUpdateWritten(hook: (event: UpdateWrittenEvent) => MaybePromise<ChangeEvent[]>): void {
    this.writtenUpdates.push(hook);
  }

  onCreateWritten(hook: (event: RecordWrittenEvent) => MaybePromise<ChangeEvent[]>): void {
    this.writtenCreates.push(hook);
  }

  onDeleteWritten(hook: (event: RecordWrittenEvent) => MaybePromise<ChangeEvent[]>): void {
    this.writtenDeletes.push(hook);
  }

  async beforeCreate(event: BeforeCreateEvent): Promise<Record<string, unknown>> {
    let input = event.input;
    for (const hook of this.creators) input = await hook({ ...event, input });
    return input;
  }

  async beforeUpdate(event: BeforeUpdateEvent): Promise<Record<string, unknown>> {
    let input = event.input;
    for (const hook of this.updaters) input = await hook({ ...event, input });
    return input;
  }

  /** `record` with the columns the before-store hooks compute set on it. */
  beforeStore<T extends RecordValues>(collection: CollectionModel, record: T): T {
    for (const hook of this.storers) Object.assign(record, hook({ collection, record }));
    return record;
  }

  async beforeDelete(event: BeforeDeleteEvent): Promise<void> {
    for (const listener of [...this.deleteListeners]) await listener(event);
  }

  /** Runs the update-written hooks; the changes they made, to announce after the commit. */
  async updateWritten(event: UpdateWrittenEvent): Promise<ChangeEvent[]> {
    const changes: ChangeEvent[] = [];
    for (const hook of this.writtenUpdates) changes.push(...(await hook(event)));
    return changes;
  }

  /** Runs the create-written hooks; the changes they made, to announce after the commit. */
  createWritten(event: RecordWrittenEvent): Promise<ChangeEvent[]> {
    return runWritten(this.writtenCreates, event);
  }

  /** Runs the delete-written hooks; the changes they made, to announce after the commit. */
  deleteWritten(event: RecordWrittenEvent): Promise<ChangeEvent[]> {
    return runWritten(this.writtenDeletes, event);
  }

  /** Runs the committing listeners, inside the write's transaction, before its commit. */
  async committing(changes: readonly ChangeEvent[]): Promise<void> {
    if (changes.length === 0) return;
    for (const listener of this.committers) await listener({ changes });
  }

  async afterChange(event: ChangeEvent): Promise<void> {
    for (const listener of [...this.listeners]) await listener(event);
  }
}

async function runWritten(
  hooks: readonly ((event: RecordWrittenEvent) => MaybePromise<ChangeEvent[]>)[],
  event: RecordWrittenEvent,
): Promise<ChangeEvent[]> {
  const changes: ChangeEvent[] = [];
  for (const hook of hooks) changes.push(...(await hook(event)));
  return changes;
}
