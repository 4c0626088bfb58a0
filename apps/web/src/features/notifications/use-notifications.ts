import { useContext } from 'react';
import { NotificationsContext, type NotificationsValue } from './notifications-context.ts';

/** The notifications of the signed-in user, from the nearest `NotificationsProvider`. */
export function useNotifications(): NotificationsValue {
  return useContext(NotificationsContext);
}
