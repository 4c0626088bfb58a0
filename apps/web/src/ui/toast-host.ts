import { useSyncExternalStore } from 'react';

/**
 * Pages that do not mount the toast area up front (the public pages, to keep their script
 * small) mount it on the first request: showToast's messages wait in the notifications store.
 */
let isRequested = false;
const listeners = new Set<() => void>();

export function requestToastHost(): void {
  if (isRequested) return;
  isRequested = true;
  listeners.forEach((listener) => listener());
}

export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isRequested,
    () => false,
  );
}
