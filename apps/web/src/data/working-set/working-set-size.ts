import { SHIPMENT_COLLECTION_NAMES } from '@rumbo/domain';
import { useSyncExternalStore } from 'react';
import type { LocalStore } from '../local/local-store.ts';

/** How much the browser keeps for offline work: shipments in the copy, and the bytes it takes. */
export type WorkingSetSize = { shipments: number; partners: number; bytes: number | null };

let size: WorkingSetSize | null = null;
const listeners = new Set<() => void>();

/** Counts the copy and asks the browser what its storage takes, for the offline panel. */
export async function publishWorkingSetSize(store: LocalStore): Promise<void> {
  let shipments = 0;
  for (const collection of SHIPMENT_COLLECTION_NAMES) shipments += await store.count(collection);
  const partners = await store.count('partners');
  size = { shipments, partners, bytes: await storageUsage() };
  for (const listener of listeners) listener();
}

async function storageUsage(): Promise<number | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return estimate?.usage ?? null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last measured size of the offline copy; null until a pass or a count has run. */
export function useWorkingSetSize(): WorkingSetSize | null {
  return useSyncExternalStore(subscribe, () => size, () => null);
}
