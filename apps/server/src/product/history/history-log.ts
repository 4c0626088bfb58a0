import {
  recordChanges,
  type CollectionModel,
  type HistoryAction,
  type HistoryChange,
} from '@rumbo/domain';
import type { Db } from '../../core/db/db.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { newId } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { historyOrigin } from './history-actor.ts';

/** What the history leaves out or keeps secret of one collection's records. */
export type TrackedCollection = {
  /** Fields never recorded: computed copies and bookkeeping. */
  ignored: ReadonlySet<string>;
  /** Fields recorded only as "changed" (passwords, tokens, session nonces). */
  secret: ReadonlySet<string>;
};

/** Every record keeps these, and none of them is a change a person made. */
const ALWAYS_IGNORED = ['id', 'created', 'updated', 'collectionId', 'collectionName'];
/** An account's stored secrets (PocketBase's auth columns). */
const AUTH_SECRETS = ['passwordHash', 'tokenKey'];

export type HistoryWrite = {
  db: Db;
  collection: CollectionModel;
  tracked: TrackedCollection;
  action: HistoryAction;
  before: RecordValues | null;
  after: RecordValues;
  ctx?: RequestContext;
};

/**
 * Writes one history entry for a change, on `db` (the write's transaction): the changed fields
 * compared by path, who and how. An update that changed nothing a person sees writes nothing.
 */
export async function writeHistoryEntry(write: HistoryWrite): Promise<void> {
  const changes = write.action === 'create' || write.action === 'update' ? changesOf(write) : [];
  if (write.action === 'update' && changes.length === 0) return;
  const { collection, after, ctx } = write;
  const origin = historyOrigin(ctx, { collection, record: after });
  const source = write.action === 'restore' ? 'restore' : origin.source;
  await write.db.run(
    `INSERT INTO "_history" ("id", "collectionId", "recordId", "created", "action", "actorId",
      "actorCollection", "actorName", "source", "madeAt", "undoOf", "changes")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      newId(),
      collection.id,
      String(after.id),
      nowDateTime(),
      write.action,
      origin.actor.id,
      origin.actor.collection,
      origin.actor.name,
      source,
      origin.madeAt,
      origin.undoOf,
      JSON.stringify(changes),
    ],
  );
}

function changesOf({ collection, tracked, action, before, after }: HistoryWrite): HistoryChange[] {
  const ignored = new Set([...ALWAYS_IGNORED, ...tracked.ignored]);
  const secret = new Set(tracked.secret);
  if (collection.type === 'auth') for (const name of AUTH_SECRETS) secret.add(name);
  const fields = [
    ...collection.schema.map((field) => ({ name: field.name, type: field.type })),
    ...(collection.type === 'auth' ? authFields() : []),
  ];
  return recordChanges({
    fields,
    before: action === 'create' ? null : before,
    after,
    secret,
    ignored,
  });
}

function authFields() {
  return ['email', 'username', 'verified', 'emailVisibility', ...AUTH_SECRETS].map((name) => ({
    name,
    type: 'text',
  }));
}
