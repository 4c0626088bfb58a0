import { useEffect } from 'react';
import { watchSession } from '#data/session/watch-session.ts';

/** Keeps the realtime watch on the signed-in user's own record while there is one. */
export function useSessionWatch(userId: string | undefined): void {
  useEffect(() => (userId ? watchSession(userId) : undefined), [userId]);
}
