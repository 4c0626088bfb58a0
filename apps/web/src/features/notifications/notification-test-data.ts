import type { MilestoneNotification } from '@rumbo/domain';
import type { NotificationState } from '#data/notification-states/notification-state.ts';

/** Test helper: an open notification of an ocean pickup, with overrides. */
export function testNotification(
  overrides: Partial<MilestoneNotification> = {},
): MilestoneNotification {
  const shipmentId = overrides.shipmentId ?? 's1';
  const milestone = overrides.milestone ?? 'pickup';
  return {
    id: 'N-00001',
    type: 'missing_actual_date',
    status: 'open',
    mode: 'ocean',
    shipmentId,
    reference: 'PO-000001',
    milestone,
    estimatedAt: '2026-01-05T16:00:00.000Z',
    dueAt: '2026-01-06T16:00:00.000Z',
    priority: 'low',
    lastNotifiedAt: '2026-01-06T16:00:00.000Z',
    createdAtISO: '2026-01-06T16:00:00.000Z',
    updatedAtISO: '2026-01-06T16:00:00.000Z',
    dedupKey: `${overrides.mode ?? 'ocean'}:${shipmentId}:${milestone}:2026-01-05T16:00:00.000Z`,
    ...overrides,
  };
}

/** Test helper: the stored state of a notification, as the server returns it. */
export function testState(
  notification: MilestoneNotification,
  overrides: Partial<NotificationState> = {},
): NotificationState {
  return {
    id: `state${notification.id.replace(/\D/g, '')}`,
    company: 'golfo',
    user: 'u1',
    dedupKey: notification.dedupKey,
    status: 'ack',
    mode: notification.mode,
    shipmentId: notification.shipmentId,
    milestone: notification.milestone,
    statusChangedAt: '2026-01-07 10:00:00.000Z',
    ...overrides,
  };
}
