import type { CollectionModel } from '@rumbo/domain';
import type { RecordHooks } from '../records/record-hooks.ts';
import type { RecordReader } from '../records/record-reader.ts';
import type { RecordValues } from '../records/record-codec.ts';
import { deliver, type Delivery, type RecordBroadcast } from './record-broadcast.ts';

type Deps = { hooks: RecordHooks; reader: RecordReader };

/**
 * Publishes every committed record change to the realtime clients (reference §10.3).
 *
 * Creates and updates are checked against the stored row right after the write. A deleted row can
 * no longer be checked, so a delete's messages are prepared just before it, while the row still
 * exists, and sent once the delete has committed. They are held per record object: the writer
 * hands the same object to both notifications, and a delete that fails is never followed up, so
 * its messages are dropped with the object.
 */
export function announceRecordChanges(deps: Deps, broadcast: RecordBroadcast): void {
  const pendingDeletes = new WeakMap<RecordValues, Promise<Delivery[]>>();
  // Messages are prepared side by side but sent in the order the changes were announced, so a
  // subscriber never hears an older change after a newer one.
  let sent: Promise<void> = Promise.resolve();
  const sendInOrder = (prepared: Promise<Delivery[]>) => {
    sent = sent.then(async () => deliver(await prepared)).catch(() => undefined);
    return sent;
  };

  deps.hooks.onBeforeDelete(async ({ collection, record }) => {
    const event = { action: 'delete' as const, collection, id: String(record.id) };
    const prepared = safely(() => broadcast.prepare({ ...event, record: () => record }));
    pendingDeletes.set(record, prepared);
    // Prepared now, while the row is still there to check rules against.
    await prepared;
  });

  deps.hooks.onChange(({ action, collection, record }) => {
    const event = { action, collection, id: String(record.id) };
    if (action !== 'delete') {
      const stored = () => storedValues(deps.reader, collection, record);
      return sendInOrder(safely(() => broadcast.prepare({ ...event, record: stored })));
    }
    const prepared = pendingDeletes.get(record);
    pendingDeletes.delete(record);
    // A delete without notice beforehand can only go to admins, who need no rule checked.
    return sendInOrder(
      prepared ??
        safely(() => broadcast.prepare({ ...event, record: () => record, adminsOnly: true })),
    );
  });
}

/** The row as stored (what the REST API would return), or the announced values if it is gone. */
async function storedValues(
  reader: RecordReader,
  collection: CollectionModel,
  record: RecordValues,
): Promise<RecordValues> {
  return (await reader.findById(collection, String(record.id))) ?? record;
}

/**
 * Announcing must never fail a write: after a commit an error would turn the caller's successful
 * request into a failure, and before a delete it would block it. The subscribers then simply miss
 * the event.
 */
async function safely(work: () => Promise<Delivery[]>): Promise<Delivery[]> {
  try {
    return await work();
  } catch {
    return [];
  }
}
