import type { Workbox } from 'workbox-window';

/** The part of workbox-window's `Workbox` the update flow uses. */
export type UpdatingWorker = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>;

/**
 * After the user asked for the new version, this page reloads when the new worker takes over;
 * if none does within this time (the waiting worker went away meanwhile), it reloads anyway,
 * as the button promised: the page then loads whatever version the server has.
 */
export const RELOAD_FALLBACK_MS = 3000;

export type AppUpdateState = {
  /** A new version was deployed and can be loaded (its worker waits, or already took over). */
  isReady: boolean;
};

export type AppUpdates = {
  getSnapshot: () => AppUpdateState;
  subscribe: (listener: () => void) => () => void;
  /** Loads the new version: this page reloads once the new worker controls it. */
  apply: () => void;
  /** Hides the offer until the next version comes. */
  dismiss: () => void;
};

/**
 * The dashboard's update flow (docs/decisions/035). A new service worker waits after it
 * installed; the page offers the new version and only the user's choice activates it (skip
 * waiting), then this page reloads. Nothing here reloads a page by itself: another tab whose
 * worker is replaced that way keeps running, its edits untouched, and offers the reload too.
 */
export function createAppUpdates(worker: UpdatingWorker, reload: () => void): AppUpdates {
  const listeners = new Set<() => void>();
  let state: AppUpdateState = { isReady: false };
  let isRequested = false;
  /** The new worker already controls this page (accepted in another tab): a reload is enough. */
  let isActive = false;
  let fallback: ReturnType<typeof setTimeout> | undefined;

  const set = (next: AppUpdateState) => {
    if (next.isReady === state.isReady) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  worker.addEventListener('waiting', () => set({ isReady: true }));
  worker.addEventListener('controlling', (event) => {
    // The first worker taking over a page that had none is no update.
    if (!event.isUpdate) return;
    if (isRequested) {
      clearTimeout(fallback);
      return reload();
    }
    isActive = true;
    set({ isReady: true });
  });

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply() {
      if (isActive) return reload();
      if (isRequested) return;
      isRequested = true;
      worker.messageSkipWaiting();
      fallback = setTimeout(reload, RELOAD_FALLBACK_MS);
    },
    dismiss: () => set({ isReady: false }),
  };
}
