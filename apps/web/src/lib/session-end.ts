/** Hears that `userId`'s session is ending in this tab, while its screens are still mounted. */
export type SessionEndListener = (userId: string) => void;

const listeners = new Set<SessionEndListener>();

/**
 * Screens with work not yet saved keep it when the session ends (decision 036): listeners are
 * called synchronously when the signed-in user goes — signed out here or in another tab, taken
 * over by a sign-in elsewhere, the account deleted — and before a sign-out clears the session
 * on the server. They may be called twice for one ending. Returns the unsubscribe.
 */
export function onSessionEnd(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that `userId`'s session ends now; one failing does not stop the rest. */
export function announceSessionEnd(userId: string): void {
  for (const listener of [...listeners]) {
    try {
      listener(userId);
    } catch (error) {
      console.warn('A screen could not keep its work at the end of the session.', error);
    }
  }
}
