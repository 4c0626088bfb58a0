import { useState, type ReactNode } from 'react';
import { useAuthSession } from '#lib/use-auth-session.ts';
import {
  DISABLED_NOTIFICATIONS,
  NotificationsContext,
  type NotificationsValue,
} from '../notifications-context.ts';
import { NotificationEngine } from './notification-engine.tsx';

export type NotificationsProviderProps = {
  /** False when the user may not use the dashboard (SPEC §4: notifications are disabled). */
  enabled: boolean;
  children: ReactNode;
};

/**
 * Gives the dashboard the signed-in user's notifications. The engine is a sibling of the
 * children rather than their parent, so turning it on or off (access settling, membership
 * ending) never remounts the screen; nothing is fetched while it is off.
 */
export function NotificationsProvider({ enabled, children }: NotificationsProviderProps) {
  const { user } = useAuthSession();
  const [value, setValue] = useState<NotificationsValue>(DISABLED_NOTIFICATIONS);
  const isActive = enabled && user !== null;
  const current = isActive && value.userId === user.id ? value : DISABLED_NOTIFICATIONS;
  return (
    <NotificationsContext.Provider value={current}>
      {isActive && <NotificationEngine key={user.id} user={user} onChange={setValue} />}
      {children}
    </NotificationsContext.Provider>
  );
}
