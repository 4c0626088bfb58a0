import { useEffect } from 'react';
import type { AuthUser } from '#lib/auth-session.ts';
import type { NotificationsValue } from '../notifications-context.ts';
import { useNotificationEngine } from '../use-notification-engine.ts';

export type NotificationEngineProps = {
  user: AuthUser;
  onChange: (value: NotificationsValue) => void;
};

/** Runs the engine while mounted and hands each new value to the provider; renders nothing. */
export function NotificationEngine({ user, onChange }: NotificationEngineProps) {
  const value = useNotificationEngine(user);
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}
