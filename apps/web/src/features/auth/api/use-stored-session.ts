import { useSyncExternalStore } from 'react';
import { hasStoredUserSession } from '#lib/stored-auth.ts';

const listeners = new Set<() => void>();

/** Tells this page's readers that the stored session changed here (other tabs fire `storage`). */
export function announceStoredSessionChange(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signed in or out; or the page came back from the back-forward cache after a
  // sign-in on the login screen.
  window.addEventListener('storage', listener);
  window.addEventListener('pageshow', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
    window.removeEventListener('pageshow', listener);
  };
}

const signedOutOnServer = () => false;

/**
 * Whether a user is signed in on this device, for the public pages (no SDK loaded). The
 * pre-rendered HTML is the signed-out page, so hydration starts signed out and switches after.
 */
export function useStoredSession(): boolean {
  return useSyncExternalStore(subscribe, () => hasStoredUserSession(), signedOutOnServer);
}
