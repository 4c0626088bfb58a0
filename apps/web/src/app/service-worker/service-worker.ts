import { useSyncExternalStore } from 'react';
import { createAppUpdates, type AppUpdates, type AppUpdateState } from './app-updates.ts';

/** Written by the web build (vite.config.ts, Workbox). */
const SCRIPT_URL = '/sw.js';
/**
 * Dashboard pages only (docs/decisions/035): the public pages and the login form are never
 * controlled by it, so they load as they did without it.
 */
const SCOPE = '/dashboard';
/**
 * The login page's helper (login-worker.ts, built by vite.config.ts): a tab opened at the login
 * page is out of the dashboard worker's scope for good; the helper takes it and hands it the
 * dashboard worker's copies of the app's chunks.
 */
const LOGIN_SCRIPT_URL = '/login-sw.js';
/**
 * lib/paths.ts's `login`, written out: imported here, that module leaves the app's entry chunk
 * for a chunk of its own, one more request on every load of the app.
 */
const LOGIN_SCOPE = '/login';
/** A tab left open for hours still learns of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

const NOT_READY: AppUpdateState = { isReady: false };
const listeners = new Set<() => void>();
let current: AppUpdates | null = null;
let stopCurrent: () => void = () => undefined;

/**
 * Registers the dashboard's service worker once the page has loaded, in a production build of
 * a browser that has them (not in development, where no worker is built), and the login page's
 * helper when this page was opened at the login page. Workbox's window library (about 3 KB
 * compressed) is loaded then, not with the app's entry. Call it once.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Read before the router moves on: a browser matches a page to a scope by this address only.
  const isOpenedAtLogin = window.location.pathname.startsWith(LOGIN_SCOPE);
  void registerWorkers(isOpenedAtLogin).catch((error: unknown) =>
    console.warn('The dashboard cannot be kept for offline use.', error),
  );
}

async function registerWorkers(isOpenedAtLogin: boolean): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox(SCRIPT_URL, { scope: SCOPE });
  setAppUpdates(createAppUpdates(worker, () => window.location.reload()));
  // Resolves after the page's load event, as Workbox waits for it.
  const registration = await worker.register();
  if (isOpenedAtLogin)
    await navigator.serviceWorker.register(LOGIN_SCRIPT_URL, { scope: LOGIN_SCOPE });
  if (registration) setInterval(() => void worker.update(), UPDATE_CHECK_MS);
}

/** Makes `updates` the flow the dashboard shows (the service worker's, or a test's). */
export function setAppUpdates(updates: AppUpdates | null): void {
  stopCurrent();
  current = updates;
  const notify = () => listeners.forEach((listener) => listener());
  stopCurrent = updates?.subscribe(notify) ?? (() => undefined);
  notify();
}

/** Whether a new version can be loaded (a worker waits for the user's go). */
export function useAppUpdate(): AppUpdateState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Loads the new version: this page reloads once the new worker controls it. */
export function applyAppUpdate(): void {
  current?.apply();
}

/** Puts the new version off: the offer comes back with the next one. */
export function dismissAppUpdate(): void {
  current?.dismiss();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): AppUpdateState {
  return current?.getSnapshot() ?? NOT_READY;
}
