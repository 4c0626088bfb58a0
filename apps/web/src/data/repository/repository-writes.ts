import { pb } from '#lib/pocketbase.ts';
import { baseOfSave, sendVersioned } from '../conflicts/versioned-send.ts';
import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import { pendingRecord } from '../common/pending-changes.ts';
import { newRecordId } from '../common/record-id.ts';
import { warnLocalWrite } from './repository-reads.ts';
import type {
  ChangeAction,
  QueuedChange,
  RepositoryCollection,
  StoredRecord,
  VersionedSave,
  BasedChange,
} from './repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { flushQueue, markOffline, markOnline, refreshSyncStatus } from '../sync/sync-engine.ts';

type Body = Record<string, unknown>;

const SEND = { requestKey: null } as const;
// Keys the server sets itself; a whole record handed back for saving must not send them.
const SYSTEM_KEYS = ['created', 'updated', 'collectionId', 'collectionName', 'expand'];
// Collections without a `company` relation; the rest are stamped with the caller's company.
const COMPANYLESS: ReadonlySet<RepositoryCollection> = new Set(['companies', 'users']);

/** Creates a record with a browser-made id, so it keeps that id if it has to wait in the queue. */
export async function createRecord(collection: RepositoryCollection, data: Body) {
  const id = typeof data.id === 'string' && data.id !== '' ? data.id : newRecordId();
  const body = withCompany(collection, { ...sendable(data), id });
  return write(change(collection, 'create', id, body), () =>
    pb.collection(collection).create<StoredRecord>(body, SEND),
  );
}

/**
 * Updates a record. With `versioned` (the record as the form opened it, and who decides clashes)
 * the save is written only over that version, merged with a colleague's save when there was one
 * (docs/decisions/033); queued offline, it keeps that version as its base for the replay.
 */
export async function updateRecord(
  collection: RepositoryCollection,
  id: string,
  data: Body,
  versioned?: VersionedSave,
) {
  const body = sendable(data);
  delete body.id;
  const queued: Omit<BasedChange, 'seq'> = change(collection, 'update', id, body);
  if (versioned) queued.base = baseOfSave(body, versioned.base);
  return write(queued, () =>
    versioned
      ? sendVersioned(collection, id, body, versioned)
      : pb.collection(collection).update<StoredRecord>(id, body, SEND),
  );
}

export async function removeRecord(collection: RepositoryCollection, id: string): Promise<void> {
  await write(change(collection, 'delete', id, null), async () => {
    await pb.collection(collection).delete(id, SEND);
    return null;
  });
}

/**
 * Remote first; offline the change is applied to the copy and queued. Earlier queued changes go
 * out before this one (or it joins them in the queue), so the server sees writes in the order
 * they were made. Demo data is written locally only.
 */
async function write(
  queued: Omit<QueuedChange, 'seq'>,
  send: () => Promise<StoredRecord | null>,
): Promise<StoredRecord> {
  const store = await openLocalStore();
  if (store && (await store.isDemo(queued.collection))) return applyLocally(store, queued);
  if (store && !(await canSendNow(store))) return enqueue(store, queued);
  try {
    const saved = await send();
    markOnline();
    await keepSaved(store, queued, saved).catch(warnLocalWrite);
    return saved ?? { id: queued.recordId };
  } catch (error) {
    if (!store || !isServerUnreachable(error)) throw error;
    markOffline();
    return enqueue(store, queued);
  }
}

async function canSendNow(store: LocalStore): Promise<boolean> {
  const { pendingCount } = await store.queue.counts();
  return pendingCount === 0 || flushQueue();
}

async function enqueue(store: LocalStore, queued: Omit<QueuedChange, 'seq'>) {
  await store.queue.add(queued);
  const record = await applyLocally(store, queued);
  await refreshSyncStatus(store);
  return record;
}

/** The change made to the local copy, as the server would make it. */
async function applyLocally(store: LocalStore, queued: QueuedChange): Promise<StoredRecord> {
  const { collection, recordId } = queued;
  if (queued.action === 'delete') {
    await store.remove(collection, recordId);
    return { id: recordId };
  }
  const current = (await store.get(collection, recordId)) ?? undefined;
  const record = pendingRecord(queued, current);
  // An update of a record never cached would leave a fragment in lists: only send it.
  if (queued.action === 'create' || current) await store.put(collection, record);
  return record;
}

async function keepSaved(
  store: LocalStore | null,
  queued: QueuedChange,
  saved: StoredRecord | null,
): Promise<void> {
  if (!store) return;
  if (saved) await store.put(queued.collection, saved);
  else await store.remove(queued.collection, queued.recordId);
}

function change(
  collection: RepositoryCollection,
  action: ChangeAction,
  recordId: string,
  data: Body | null,
): Omit<QueuedChange, 'seq'> {
  return { collection, action, recordId, data, queuedAt: new Date().toISOString() };
}

function sendable(data: Body): Body {
  const body = { ...data };
  for (const key of SYSTEM_KEYS) delete body[key];
  return body;
}

/** Offline, the copy needs the company the server would stamp, or scoped lists would miss it. */
function withCompany(collection: RepositoryCollection, body: Body): Body {
  const company: unknown = pb.authStore.model?.company;
  if (COMPANYLESS.has(collection) || body.company || typeof company !== 'string' || !company)
    return body;
  return { ...body, company };
}
