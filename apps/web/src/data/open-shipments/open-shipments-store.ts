import { useSyncExternalStore } from 'react';
import { authSession, type AuthUser } from '#lib/auth-session.ts';
import { readOpenShipmentEntries, type OpenShipmentEntry } from './read-open-shipment-entries.ts';

export type { OpenShipmentEntry };

/** What a screen knows when it opens a shipment; the rest is filled from the session. */
export type OpenShipmentInput = Pick<OpenShipmentEntry, 'id' | 'mode' | 'reference'> &
  Partial<Omit<OpenShipmentEntry, 'id' | 'mode' | 'reference'>>;

export const OPEN_SHIPMENTS_KEY_PREFIX = 'rumbo.openShipments.';
/** Older clean entries beyond this are dropped; entries with unsaved changes never are. */
export const OPEN_SHIPMENTS_LIMIT = 10;

const EMPTY: readonly OpenShipmentEntry[] = [];
const listeners = new Set<() => void>();
let cache: { key: string; raw: string | null; entries: readonly OpenShipmentEntry[] } | null = null;

/** Adds the shipment at the top of the list, or moves it there when it is already open. */
export function openShipment(input: OpenShipmentInput): void {
  const user = authSession.getSnapshot().user;
  const current = snapshot();
  const previous = current.find((entry) => entry.id === input.id);
  const entry: OpenShipmentEntry = {
    id: input.id,
    mode: input.mode,
    reference: input.reference,
    // Re-opening keeps unsaved changes flagged unless the screen says otherwise.
    dirty: input.dirty ?? previous?.dirty ?? false,
    openedById: input.openedById ?? user?.id ?? '',
    openedByName: input.openedByName ?? userName(user),
    openedAtISO: input.openedAtISO ?? new Date().toISOString(),
  };
  write(capEntries([entry, ...current.filter((other) => other.id !== input.id)]));
}

export function closeShipment(id: string): void {
  const current = snapshot();
  if (current.some((entry) => entry.id === id)) write(current.filter((entry) => entry.id !== id));
}

/** Whether the shipment is in the Recent shipments list (closing it there removes it). */
export function isShipmentListed(id: string): boolean {
  return snapshot().some((entry) => entry.id === id);
}

export function setShipmentDirty(id: string, dirty: boolean): void {
  const current = snapshot();
  if (!current.some((entry) => entry.id === id && entry.dirty !== dirty)) return;
  write(current.map((entry) => (entry.id === id ? { ...entry, dirty } : entry)));
}

/** The signed-in user's open shipments, newest first; follows other tabs and user changes. */
export function useOpenShipments(): readonly OpenShipmentEntry[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopSession = authSession.subscribe(listener);
  const handleStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(OPEN_SHIPMENTS_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    stopSession();
    window.removeEventListener('storage', handleStorage);
  };
}

/**
 * Stable while the stored text is unchanged, as useSyncExternalStore needs. Comparing the raw
 * text also picks up another user signing in and changes made by other tabs.
 */
function snapshot(): readonly OpenShipmentEntry[] {
  const key = storageKey();
  const raw = readRaw(key);
  if (cache?.key !== key || cache.raw !== raw) {
    cache = { key, raw, entries: readOpenShipmentEntries(raw) };
  }
  return cache.entries;
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode settings)
  }
}

function write(entries: readonly OpenShipmentEntry[]): void {
  const key = storageKey();
  const raw = JSON.stringify(entries);
  try {
    localStorage.setItem(key, raw);
    cache = { key, raw, entries };
  } catch {
    // Storage full or blocked: keep the list in memory for this page's lifetime.
    cache = { key, raw: readRaw(key), entries };
  }
  listeners.forEach((listener) => listener());
}

function capEntries(entries: OpenShipmentEntry[]): OpenShipmentEntry[] {
  let excess = entries.length - OPEN_SHIPMENTS_LIMIT;
  if (excess <= 0) return entries;
  const kept = [...entries];
  for (let index = kept.length - 1; index >= 0 && excess > 0; index -= 1) {
    if (!kept[index]?.dirty) {
      kept.splice(index, 1);
      excess -= 1;
    }
  }
  return kept;
}

function storageKey(): string {
  return `${OPEN_SHIPMENTS_KEY_PREFIX}${authSession.getSnapshot().user?.id ?? 'anonymous'}`;
}

function userName(user: AuthUser | null): string {
  return user?.nombreCompleto?.trim() || user?.email || '';
}
