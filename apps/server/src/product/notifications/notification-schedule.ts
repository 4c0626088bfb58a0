import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../../core/db/db.ts';
import {
  decodeRow,
  encodeValues,
  insertSql,
  type RecordValues,
} from '../../core/records/record-codec.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { newId } from '../../tools/ids.ts';
import { marks } from './notification-rows.ts';

type ScheduledShipment = { mode: string; id: string; record: RecordValues | null };

/**
 * The `notification_schedule` rows: when time alone next changes a shipment's notifications.
 * Server bookkeeping, written with SQL and not announced (no user may read it).
 */
export class NotificationSchedule {
  constructor(
    private readonly db: Db,
    private readonly collection: CollectionModel,
  ) {}

  async ofShipments(ids: readonly string[]): Promise<RecordValues[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.all(
      `SELECT * FROM "notification_schedule" WHERE "shipmentId" IN (${marks(ids)})`,
      [...ids],
    );
    return rows.map((row) => decodeRow(this.collection, row));
  }

  /** Stores `next` for the shipment (null: nothing to wait for, the row goes). */
  async put(
    shipment: ScheduledShipment,
    current: RecordValues | null,
    next: Date | null,
  ): Promise<void> {
    if (!next || !shipment.record) {
      if (current)
        await this.db.run('DELETE FROM "notification_schedule" WHERE "id" = ?', [current.id]);
      return;
    }
    const checkAt = formatDateTime(next);
    const company = String(shipment.record.company ?? '');
    const now = formatDateTime(new Date());
    if (current) {
      if (current.checkAt === checkAt && current.company === company) return;
      await this.db.run(
        'UPDATE "notification_schedule" SET "checkAt" = ?, "company" = ?, "updated" = ? WHERE "id" = ?',
        [checkAt, company, now, current.id],
      );
      return;
    }
    const record = {
      id: newId(),
      company,
      mode: shipment.mode,
      shipmentId: shipment.id,
      checkAt,
      created: now,
      updated: now,
    };
    const columns = Object.keys(record);
    await this.db.run(
      insertSql(this.collection, columns),
      encodeValues(this.collection, record, columns),
    );
  }

  /** Shipments whose check has come at `now`, earliest first. */
  async due(now: Date, limit: number): Promise<{ mode: string; shipmentId: string }[]> {
    return this.db.all(
      'SELECT "mode", "shipmentId" FROM "notification_schedule" WHERE "checkAt" <= ? ORDER BY "checkAt" LIMIT ?',
      [formatDateTime(now), limit],
    );
  }

  /** The earliest check held, in epoch ms; null when none. */
  async earliest(): Promise<number | null> {
    const row = await this.db.get<{ checkAt: string | null }>(
      'SELECT MIN("checkAt") AS "checkAt" FROM "notification_schedule"',
    );
    return row?.checkAt ? Date.parse(row.checkAt.replace(' ', 'T')) : null;
  }
}
