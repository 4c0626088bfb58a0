import type { QueryClient } from '@tanstack/react-query';
import type { CompaniesRecord } from '@rumbo/domain';
import type { RecordSubscription, UnsubscribeFunc } from 'pocketbase';
import { pb } from '#lib/pocketbase.ts';
import { companyQuery } from './company-query.ts';

/** The SDK gives up when the very first connection fails (offline at start): retry after these. */
const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 15_000];

type Watch = { count: number; stop: () => void };

// Every useAccess caller asks for the same company: one subscription each, however many ask.
const watches = new Map<string, Watch>();

/**
 * Keeps the cached company current through realtime (`companies/{id}`), so the sidebar brand
 * follows edits. Keyed by user too: a new identity starts on a new realtime link (auth-session).
 * Returns the release function.
 */
export function watchCompany(input: {
  userId: string;
  companyId: string;
  queryClient: QueryClient;
}): () => void {
  const key = `${input.userId}/${input.companyId}`;
  const watch = watches.get(key) ?? { count: 0, stop: startWatch(input) };
  watch.count += 1;
  watches.set(key, watch);
  return () => {
    watch.count -= 1;
    if (watch.count > 0) return;
    watches.delete(key);
    watch.stop();
  };
}

function startWatch({ companyId, queryClient }: { companyId: string; queryClient: QueryClient }) {
  const companies = pb.collection('companies');
  const { queryKey } = companyQuery(companyId);
  let isActive = true;
  let attempt = 0;
  let unsubscribe: UnsubscribeFunc | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const handleEvent = (event: RecordSubscription<CompaniesRecord>) => {
    queryClient.setQueryData(queryKey, event.action === 'delete' ? null : event.record);
  };
  const subscribe = async () => {
    try {
      const release = await companies.subscribe<CompaniesRecord>(companyId, handleEvent);
      if (isActive) unsubscribe = release;
      else void release().catch(ignore);
    } catch {
      if (!isActive) return;
      // A failed subscribe leaves its listener registered in the SDK: drop it, then retry.
      await companies.unsubscribe(companyId).catch(ignore);
      if (isActive) retryTimer = setTimeout(subscribe, retryDelay(attempt++));
    }
  };

  void subscribe();
  return () => {
    isActive = false;
    clearTimeout(retryTimer);
    void unsubscribe?.().catch(ignore);
  };
}

function retryDelay(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 0;
}

function ignore(): void {}
