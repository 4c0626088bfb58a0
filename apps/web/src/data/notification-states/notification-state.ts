import type { NotificationStatesRecord } from '@rumbo/domain';

/**
 * What the server keeps of one notification for one user (collection `notification_states`):
 * the status they gave it and when. The notification itself is computed from shipments.
 */
export type NotificationState = Pick<
  NotificationStatesRecord,
  | 'id'
  | 'company'
  | 'user'
  | 'dedupKey'
  | 'status'
  | 'mode'
  | 'shipmentId'
  | 'milestone'
  | 'statusChangedAt'
>;
