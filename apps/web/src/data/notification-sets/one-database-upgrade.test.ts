import type { MilestoneNotification } from '@rumbo/domain';
import Dexie, { type Table } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveLegacyNotificationSets } from '../local/legacy-notification-sets.ts';
import { LocalDatabase } from '../local/local-database.ts';
import { closeLocalDatabase, localDatabaseFor } from '../local/local-owner.ts';
import { LocalStore } from '../local/local-store.ts';
import type { FailedChange, QueuedChange } from '../repository/repository-types.ts';
import { loadNotificationSet } from './notification-sets.ts';

// The two databases as the earlier version shipped them (decision 063 made them one).
class OldLocalDatabase extends Dexie {
  records!: Table<{ collection: string; id: string; record: Record<string, unknown> }>;
  queue!: Table<QueuedChange, number>;
  failed!: Table<FailedChange, number>;
  meta!: Table<{ key: string; value: unknown }, string>;
  constructor() {
    super('rumbo-local');
    this.version(1).stores({
      records: '[collection+id], collection',
      queue: '++seq, collection',
      failed: '++id',
      meta: 'key',
    });
  }
}

type OldSetRow = { userId: string; notifications: MilestoneNotification[]; savedAtISO: string };

class OldNotificationDatabase extends Dexie {
  sets!: Table<OldSetRow, string>;
  constructor() {
    super('rumbo-notifications');
    this.version(1).stores({ sets: 'userId' });
  }
}

const USER = 'user00000000001';
const OTHER = 'user00000000002';

const notification = (id: string): MilestoneNotification =>
  ({ id, type: 'missing_actual_date', status: 'open', shipmentId: 'ship0000000001' }) as never;

const queued: QueuedChange[] = [
  {
    collection: 'partners',
    action: 'create',
    recordId: 'part0000000001',
    data: { id: 'part0000000001', name: 'Offline partner' },
    queuedAt: '2026-11-30T10:00:00.000Z',
  },
  {
    collection: 'shipments_ocean',
    action: 'update',
    recordId: 'ship0000000001',
    data: { reference: 'OC-2' },
    queuedAt: '2026-11-30T10:01:00.000Z',
  },
  {
    collection: 'partners',
    action: 'delete',
    recordId: 'part0000000009',
    data: null,
    queuedAt: '2026-11-30T10:02:00.000Z',
  },
];

const refused: FailedChange = {
  change: { ...queued[1]!, seq: 1 },
  status: 400,
  message: 'Invalid reference.',
  failedAt: '2026-11-30T09:00:00.000Z',
};

const sets: OldSetRow[] = [
  { userId: USER, notifications: [notification('N-00001')], savedAtISO: '2026-11-30T08:00:00Z' },
  { userId: OTHER, notifications: [notification('N-00007')], savedAtISO: '2026-11-29T08:00:00Z' },
];

/** Fills the two databases of the earlier version; answers the queue's seq numbers. */
async function fillOldDatabases(): Promise<number[]> {
  const local = new OldLocalDatabase();
  // A gap in the sequence, as after a replay: the numbers must survive as they are.
  await local.queue.add({ ...queued[0]!, collection: 'partners' });
  await local.queue.delete(1);
  const seqs = await local.queue.bulkAdd(queued, { allKeys: true });
  await local.records.bulkPut([
    { collection: 'partners', id: 'part0000000001', record: { id: 'part0000000001', name: 'A' } },
    { collection: 'shipments_ocean', id: 'ship0000000001', record: { id: 'ship0000000001' } },
  ]);
  await local.failed.add(refused);
  await local.meta.bulkPut([
    { key: 'owner', value: USER },
    { key: 'synced:partners', value: true },
  ]);
  local.close();
  await fillOldNotifications();
  return seqs;
}

async function fillOldNotifications(): Promise<void> {
  const old = new OldNotificationDatabase();
  await old.sets.bulkPut(sets);
  old.close();
}

/** Opening `name` to read it fails from now on, as with a database the browser cannot read. */
function breakOpening(name: string): void {
  const factory = Dexie.dependencies.indexedDB!;
  Dexie.dependencies.indexedDB = new Proxy(factory, {
    get(target, property) {
      if (property !== 'open') {
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (opened: string, version?: number) => {
        // Dexie.exists opens without a version: the database is there, only reading fails.
        if (opened === name && version !== undefined) throw new DOMException('Broken.', 'UnknownError');
        return target.open(opened, version);
      };
    },
  });
}

// Each test is a browser of its own: a fresh IndexedDB, given to Dexie only for this file (the
// web tests share a worker, so nothing is installed globally).
const saved = { ...Dexie.dependencies };

beforeEach(async () => {
  // A test file run before this one in the worker may have left a copy opened without IndexedDB.
  await closeLocalDatabase();
  Dexie.dependencies.indexedDB = new IDBFactory();
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
});

afterEach(async () => {
  await closeLocalDatabase();
  Object.assign(Dexie.dependencies, saved);
  vi.restoreAllMocks();
});

describe('the browser database upgrade (decision 063)', () => {
  it('keeps the queued offline changes, the copy and the notification sets', async () => {
    const seqs = await fillOldDatabases();

    const db = await localDatabaseFor(USER);
    const store = new LocalStore(db, USER);

    expect(db.verno).toBe(2);
    expect(seqs).toEqual([2, 3, 4]);
    expect(await store.queue.pending()).toEqual(queued.map((change, i) => ({ ...change, seq: seqs[i] })));
    expect(await store.queue.failed()).toEqual([{ ...refused, id: 1 }]);
    expect(await store.get('partners', 'part0000000001')).toEqual({ id: 'part0000000001', name: 'A' });
    expect(await store.list('shipments_ocean')).toEqual([{ id: 'ship0000000001' }]);
    expect(await store.hasSynced('partners')).toBe(true);
    expect(await db.notificationSets.toArray()).toEqual(sets);
    expect(await Dexie.exists('rumbo-notifications')).toBe(false);

    // Read through the public module: the user's own set, and other users' sets are gone.
    expect(await loadNotificationSet(USER)).toEqual([notification('N-00001')]);
    expect(await db.notificationSets.count()).toBe(1);
  });

  it('opens in a fresh browser, with no earlier databases', async () => {
    const db = await localDatabaseFor(USER);

    expect(db.verno).toBe(2);
    expect(await db.queue.count()).toBe(0);
    expect(await db.notificationSets.count()).toBe(0);
    expect(await loadNotificationSet(USER)).toEqual([]);
    expect(await Dexie.exists('rumbo-notifications')).toBe(false);
  });

  it('moves the sets once, however often the move runs', async () => {
    await fillOldNotifications();
    const db = await localDatabaseFor(USER);

    // The old database back as it was (a tab that read it before the first move deleted it).
    await fillOldNotifications();
    await moveLegacyNotificationSets(db);
    await moveLegacyNotificationSets(db);

    expect(await db.notificationSets.toArray()).toEqual(sets);
    expect(await Dexie.exists('rumbo-notifications')).toBe(false);
  });

  it('moves the sets once when two tabs start together', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fillOldDatabases();
    const [first, second] = [new LocalDatabase(), new LocalDatabase()];

    await Promise.all([moveLegacyNotificationSets(first), moveLegacyNotificationSets(second)]);

    expect(await first.notificationSets.toArray()).toEqual(sets);
    expect(await first.queue.count()).toBe(3);
    expect(await Dexie.exists('rumbo-notifications')).toBe(false);
    first.close();
    second.close();
  });

  it('starts when the old notification database cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fillOldDatabases();
    breakOpening('rumbo-notifications');

    const db = await localDatabaseFor(USER);

    expect(await db.queue.count()).toBe(3);
    expect(await loadNotificationSet(USER)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'Could not read the notifications stored by the earlier version.',
      expect.anything(),
    );
    expect(await Dexie.exists('rumbo-notifications')).toBe(false);
  });

  it('claims the copy again after a claim that failed for want of IndexedDB', async () => {
    const factory = Dexie.dependencies.indexedDB;
    Dexie.dependencies.indexedDB = undefined as never;
    await expect(localDatabaseFor(USER)).rejects.toThrow();
    Dexie.dependencies.indexedDB = factory;
    const db = await localDatabaseFor(USER);
    expect(db.verno).toBe(2);
  });
});
