import {
  NOTIFICATION_ROUTES,
  type NotificationPage,
  type NotificationQuery,
  type NotificationSummary,
} from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';

const HOUR_MS = 3_600_000;

/** A clock the test moves: the server derives notifications at its time. */
export class TestClock {
  private ms: number;

  constructor(start = Date.now()) {
    this.ms = start;
  }

  readonly now = (): Date => new Date(this.ms);

  advanceHours(hours: number): void {
    this.ms += hours * HOUR_MS;
  }

  set(date: Date): void {
    this.ms = date.getTime();
  }
}

/** `date` moved by some hours, as the record server stores dates. */
export function hoursFrom(date: Date, hours: number): string {
  return new Date(date.getTime() + hours * HOUR_MS).toISOString().replace('T', ' ');
}

/** The `notifications` rows of one shipment as the caller may list them, by milestone order. */
export async function notificationsOf(pb: PocketBase, shipmentId: string): Promise<RecordModel[]> {
  return pb.collection('notifications').getFullList({
    filter: `shipmentId = "${shipmentId}"`,
    sort: 'milestoneRank,created',
  });
}

/** Polls `read` until `accept` holds (a timer's work, or a realtime delivery). */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function summaryOf(pb: PocketBase): Promise<NotificationSummary> {
  return pb.send(NOTIFICATION_ROUTES.summary, { method: 'GET' });
}

export function pageOf(
  pb: PocketBase,
  query: Partial<NotificationQuery> & { page?: number; perPage?: number } = {},
): Promise<NotificationPage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value != null));
  return pb.send(NOTIFICATION_ROUTES.page, { method: 'GET', query: params });
}

export function acknowledgeAll(
  pb: PocketBase,
  filters: Partial<Omit<NotificationQuery, 'view'>> = {},
): Promise<{ acknowledged: number }> {
  return pb.send(NOTIFICATION_ROUTES.acknowledge, { method: 'POST', body: filters });
}
