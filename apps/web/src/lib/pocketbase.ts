import PocketBase from 'pocketbase';
import { env } from './env.ts';
import { StorageAuthStore } from './storage-auth-store.ts';

type RumboPocketBase = PocketBase & { authStore: StorageAuthStore };

/** The web app's only HTTP client: the official SDK against the record server. */
export const pb = new PocketBase(env.pbUrl, new StorageAuthStore()) as RumboPocketBase;

// Screens fire parallel requests to the same endpoints; the SDK would cancel all but the last.
pb.autoCancellation(false);

/**
 * Every write the app sends says it comes from the web app, for the record's history
 * (docs/decisions/065); a write that says more (an offline replay, an import, a merge, an undo)
 * sets the header itself and keeps it.
 */
pb.beforeSend = (url, options) => {
  const method = (options.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return { url, options };
  const headers = { ...(options.headers as Record<string, string> | undefined) };
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'x-rumbo-source'))
    headers['X-Rumbo-Source'] = 'web';
  return { url, options: { ...options, headers } };
};
