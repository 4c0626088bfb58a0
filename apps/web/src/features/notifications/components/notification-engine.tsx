import { useEffect } from 'react';
import type { AuthUser } from '#lib/auth-session.ts';
import type { NotificationsValue } from '../notifications-context.ts';
import { useLocalNotifications } from '../use-local-notifications.ts';
import { useNotificationSource } from '../use-notification-source.ts';
import { useServerNotifications } from '../use-server-notifications.ts';

export type NotificationEngineProps = {
  user: AuthUser;
  onChange: (value: NotificationsValue) => void;
};

/**
 * Runs the engine that fits (the server's, or the browser's own while the server cannot be
 * reached) and hands each new value to the provider; renders nothing.
 */
export function NotificationEngine({ user, onChange }: NotificationEngineProps) {
  const { source, isOffline } = useNotificationSource();
  return source === 'server' ? (
    <ServerEngine user={user} onChange={onChange} />
  ) : (
    <LocalEngine user={user} onChange={onChange} isOffline={isOffline} />
  );
}

function ServerEngine({ user, onChange }: NotificationEngineProps) {
  const value = useServerNotifications(user);
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}

function LocalEngine({
  user,
  onChange,
  isOffline,
}: NotificationEngineProps & { isOffline: boolean }) {
  const value = useLocalNotifications(user, isOffline);
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}
