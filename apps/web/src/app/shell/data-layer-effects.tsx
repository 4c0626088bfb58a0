import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { registerCollectionReplays } from '#data/collection-replays.ts';
import { resetLocalData } from '#data/demo/reset-local-data.ts';
import { readEverythingAgain } from '#data/sync/read-everything-again.ts';
import { onReplayNotice } from '#data/sync/replay-notices.ts';
import { useShipmentsRealtime } from '#data/shipments/use-shipments-realtime.ts';
import { useSyncLifecycle } from '#data/sync/use-sync-lifecycle.ts';
import { useUnsentChanges } from '#data/sync/use-unsent-changes.ts';
import { useWorkingSetSync } from '#data/working-set/use-working-set-sync.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { showToast } from '#ui/toast.ts';

type LocalDataParam = 'seed' | 'reset';

// Before the sync engine first runs, which only the dashboard starts: the data layer (and its
// IndexedDB library) stays out of the chunk every page loads first. Adding twice keeps one.
registerCollectionReplays();

// Shared by every mount: React's development double effects must not seed or reset twice.
let runningParam: Promise<void> | null = null;

/**
 * The data layer's side of the dashboard; renders nothing. Runs the sync engine (queue replay,
 * offline probing, unsaved edits kept when a session ended or a tab closed), keeps shipments
 * current through realtime, and answers `?seed` / `?reset` (SPEC §9) on any dashboard URL: the
 * browser's data is filled with demo data or cleared, the parameter leaves the URL and a toast
 * says what happened.
 */
export function DataLayerEffects() {
  const { user } = useAuthSession();
  const userId = user?.id ?? null;
  useSyncLifecycle(userId);
  useUnsentChanges(userId);
  useShipmentsRealtime(userId);
  useWorkingSetSync(userId);
  useLocalDataParam(userId);
  useReplayNotices();
  return null;
}

/** Says what a replay changed without failing: a shipment saved under a new code (decision 034). */
function useReplayNotices(): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      onReplayNotice((notice) =>
        showToast({
          message: t('sync.recoded', {
            record: t(`sync.collections.${notice.collection as 'shipments_ocean'}`),
            from: notice.from,
            to: notice.to,
          }),
          tone: 'warning',
          durationMs: 10_000,
        }),
      ),
    [t],
  );
}

function useLocalDataParam(userId: string | null): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = localDataParam(searchParams);

  useEffect(() => {
    if (!param || !userId || runningParam) return;
    runningParam = (async () => {
      try {
        const message = param === 'seed' ? await seed() : await reset();
        showToast({ message, tone: 'success', durationMs: 5000 });
        // Everything on screen was read before the change, some of it may still be on its way
        // from the old source: read it all again from the new one.
        void readEverythingAgain(queryClient);
      } catch (error) {
        console.warn(`?${param} failed`, error);
        showToast({ message: t('sync.localUnavailable'), tone: 'error', durationMs: 5000 });
      } finally {
        setSearchParams(withoutLocalDataParams, { replace: true });
        runningParam = null;
      }
    })();

    async function seed(): Promise<string> {
      // The demo data builder is only needed here: load it on demand, not with every dashboard.
      const { seedLocalDemo } = await import('#data/demo/seed-local-demo.ts');
      return t('sync.seeded', await seedLocalDemo());
    }

    async function reset(): Promise<string> {
      await resetLocalData();
      return t('sync.reset');
    }
  }, [param, userId, queryClient, setSearchParams, t]);
}

function localDataParam(searchParams: URLSearchParams): LocalDataParam | null {
  if (searchParams.has('seed')) return 'seed';
  return searchParams.has('reset') ? 'reset' : null;
}

function withoutLocalDataParams(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('seed');
  next.delete('reset');
  return next;
}
