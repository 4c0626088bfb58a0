import { SHIPMENT_MODES, type ShipmentMode } from '@rumbo/domain';
import type { CollectionStore } from '../../core/collections/collection-store.ts';
import type { Db } from '../../core/db/db.ts';
import { decodeRow } from '../../core/records/record-codec.ts';
import type { ChangeEvent, RecordHooks } from '../../core/records/record-hooks.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { newId } from '../../tools/ids.ts';
import { marks } from './notification-rows.ts';
import { NotificationSchedule } from './notification-schedule.ts';
import { syncShipmentNotifications, type StoredShipment } from './notification-sync.ts';

// Shipments handled per transaction: writes of users wait behind at most one batch.
const BATCH = 200;
// The first run over every shipment is remembered here; a database without it gets one.
const DERIVED_ALL_KEY = 'notifications.derivedAll';
const MIN_WAIT_MS = 50;

export type NotificationTimerDeps = {
  db: Db;
  collections: CollectionStore;
  hooks: RecordHooks;
  clock: () => Date;
  /** The longest the timer sleeps between two looks at the schedule. */
  maxWaitMs: number;
};

/**
 * Time passing (docs/decisions/048): milestones fall due and overdue ones step up in priority
 * with no write to their shipment. The timer wakes when the earliest check of the schedule
 * comes (at the latest every `maxWaitMs`), and brings only those shipments' notifications in
 * line, in batches, each batch in one transaction and announced once it commits. At start it
 * first derives every shipment's notifications once if this database never had them (a
 * database from before server-side notifications, or a restored backup of one).
 */
export class NotificationTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wakeAt = Infinity;
  private running: Promise<void> | null = null;
  private stopped = false;
  private lastRunFailed = false;
  /** The first run (derivation of every shipment when needed, then what is due). */
  ready: Promise<void> = Promise.resolve();

  constructor(private readonly deps: NotificationTimerDeps) {}

  /** Starts (or, after a restore, restarts) the timer with a first run at once. */
  start(): void {
    this.stopped = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const previous = this.running ?? Promise.resolve();
    this.ready = previous.then(() =>
      this.run(async () => {
        await this.deriveAllOnce();
        await this.runDue();
      }),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** A check was stored for `atMs`: wake for it if that is earlier than planned. */
  noteCheck(atMs: number): void {
    if (this.stopped || atMs >= this.wakeAt || this.running) return;
    this.sleepUntil(atMs);
  }

  /** Brings every shipment whose check has come in line; the number of shipments handled. */
  async runDue(): Promise<number> {
    const scheduleModel = this.deps.collections.find('notification_schedule');
    if (!scheduleModel) return 0;
    const schedule = new NotificationSchedule(this.deps.db, scheduleModel);
    let handled = 0;
    for (;;) {
      const now = this.deps.clock();
      const { count, changes } = await this.deps.db.transaction(async () => {
        const due = await schedule.due(now, BATCH);
        const shipments = await this.readShipments(due);
        return { count: due.length, changes: await this.sync(shipments, now) };
      });
      await this.announce(changes);
      handled += count;
      if (count < BATCH) return handled;
    }
  }

  /** Derives every shipment's notifications when this database has never had them. */
  async deriveAllOnce(): Promise<void> {
    const { db } = this.deps;
    const done = await db.get('SELECT 1 FROM "_params" WHERE "key" = ?', [DERIVED_ALL_KEY]);
    if (done) return;
    for (const mode of SHIPMENT_MODES) {
      let after = '';
      for (;;) {
        const ids = await db.all<{ id: string }>(
          `SELECT "id" FROM "shipments_${mode}" WHERE "id" > ? ORDER BY "id" LIMIT ?`,
          [after, BATCH],
        );
        if (ids.length === 0) break;
        after = ids.at(-1)!.id;
        const due = ids.map(({ id }) => ({ mode, shipmentId: id }));
        const now = this.deps.clock();
        const changes = await db.transaction(async () =>
          this.sync(await this.readShipments(due), now),
        );
        await this.announce(changes);
      }
    }
    const stamp = nowDateTime();
    await db.run(
      `INSERT INTO "_params" ("id","key","value","created","updated") VALUES (?,?,?,?,?)
       ON CONFLICT("key") DO NOTHING`,
      [newId(), DERIVED_ALL_KEY, 'true', stamp, stamp],
    );
  }

  /** Inside a batch's transaction: the batch's notification changes, as they will commit. */
  private async sync(shipments: StoredShipment[], now: Date): Promise<ChangeEvent[]> {
    const changes = await syncShipmentNotifications(this.deps, shipments, now);
    await this.deps.hooks.committing(changes);
    return changes;
  }

  /** The shipments as stored now; one that is gone comes back with a null record. */
  private async readShipments(
    due: readonly { mode: string; shipmentId: string }[],
  ): Promise<StoredShipment[]> {
    const shipments: StoredShipment[] = [];
    for (const mode of SHIPMENT_MODES) {
      const ids = due.filter((row) => row.mode === mode).map((row) => row.shipmentId);
      const model = this.deps.collections.find(`shipments_${mode}`);
      if (ids.length === 0 || !model) continue;
      const rows = await this.deps.db.all(
        `SELECT * FROM "shipments_${mode}" WHERE "id" IN (${marks(ids)})`,
        ids,
      );
      const byId = new Map(rows.map((row) => [String(row.id), decodeRow(model, row)]));
      for (const id of ids)
        shipments.push({ mode: mode as ShipmentMode, id, record: byId.get(id) ?? null });
    }
    return shipments;
  }

  private async announce(changes: readonly ChangeEvent[]): Promise<void> {
    for (const change of changes) await this.deps.hooks.afterChange(change);
  }

  /** Runs `work` as the timer's only run, then sleeps until the next check. */
  private run(work: () => Promise<void>): Promise<void> {
    const running = work()
      .then(() => {
        this.lastRunFailed = false;
      })
      .catch((error: unknown) => {
        // Tried again after the longest wait, not at once: a failing batch must not spin.
        this.lastRunFailed = true;
        console.warn('Notifications: a scheduled check failed.', error);
      })
      .finally(() => {
        this.running = null;
        if (!this.stopped) void this.planNext();
      });
    this.running = running;
    return running;
  }

  private async planNext(): Promise<void> {
    const scheduleModel = this.deps.collections.find('notification_schedule');
    const earliest = scheduleModel
      ? await new NotificationSchedule(this.deps.db, scheduleModel).earliest().catch(() => null)
      : null;
    if (this.stopped || this.running) return;
    const nowMs = this.deps.clock().getTime();
    const latest = nowMs + this.deps.maxWaitMs;
    this.sleepUntil(this.lastRunFailed ? latest : Math.min(earliest ?? Infinity, latest));
  }

  private sleepUntil(atMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.wakeAt = atMs;
    const waitMs = Math.max(
      MIN_WAIT_MS,
      Math.min(atMs - this.deps.clock().getTime(), this.deps.maxWaitMs),
    );
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wakeAt = Infinity;
      void this.run(async () => void (await this.runDue()));
    }, waitMs);
    this.timer.unref?.();
  }
}
