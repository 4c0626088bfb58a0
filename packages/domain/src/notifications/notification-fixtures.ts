import type { MilestoneNotification } from './milestone-notification.ts';

/** Test helper: a valid open notification with the given overrides. */
export function makeNotification(
  overrides: Partial<MilestoneNotification> = {},
): MilestoneNotification {
  return {
    id: 'N-00001',
    type: 'missing_actual_date',
    status: 'open',
    mode: 'ocean',
    shipmentId: 's1',
    reference: 'REF-1',
    milestone: 'pickup',
    estimatedAt: '2026-01-05T16:00:00.000Z',
    dueAt: '2026-01-06T16:00:00.000Z',
    priority: 'low',
    lastNotifiedAt: '2026-01-06T16:00:00.000Z',
    createdAtISO: '2026-01-06T16:00:00.000Z',
    updatedAtISO: '2026-01-06T16:00:00.000Z',
    dedupKey: 'ocean:s1:pickup:2026-01-05T16:00:00.000Z',
    ...overrides,
  };
}
