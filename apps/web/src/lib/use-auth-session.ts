import { useSyncExternalStore } from 'react';
import { authSession, type AuthSession } from './auth-session.ts';

export function useAuthSession(): AuthSession {
  return useSyncExternalStore(authSession.subscribe, authSession.getSnapshot);
}
