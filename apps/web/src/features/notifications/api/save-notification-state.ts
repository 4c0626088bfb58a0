import type { NotificationStatesRecord } from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import { repository } from '#data/repository/repository.ts';
import type { NotificationState } from '#data/notification-states/notification-state.ts';

const states = () => repository<NotificationStatesRecord>('notification_states');

/**
 * Stores one state through the data layer, so a change made offline is queued and replayed.
 * When another device created the state for the same key first (the server keeps one per user
 * and key), that record is updated instead.
 */
export async function saveNotificationState(state: NotificationState, isNew: boolean) {
  const change = { status: state.status, statusChangedAt: state.statusChangedAt };
  if (!isNew) return states().update(state.id, change);
  try {
    return await states().create(state);
  } catch (error) {
    if (!(error instanceof ClientResponseError) || error.status !== 400) throw error;
    const { items } = await states().list({
      scope: { user: state.user, dedupKey: state.dedupKey },
    });
    const [existing] = items;
    if (!existing) throw error;
    return states().update(existing.id, change);
  }
}
