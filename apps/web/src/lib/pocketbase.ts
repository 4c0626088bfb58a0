import PocketBase from 'pocketbase';
import { env } from './env.ts';
import { StorageAuthStore } from './storage-auth-store.ts';

type RumboPocketBase = PocketBase & { authStore: StorageAuthStore };

/** The web app's only HTTP client: the official SDK against the record server. */
export const pb = new PocketBase(env.pbUrl, new StorageAuthStore()) as RumboPocketBase;

// Screens fire parallel requests to the same endpoints; the SDK would cancel all but the last.
pb.autoCancellation(false);
