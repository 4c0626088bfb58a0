import type { PublicTracking } from '@rumbo/domain';
import { useEffect, useState } from 'react';
import { readPublicTracking } from '#data/public-tracking/read-public-tracking.ts';

/** How often an open page asks again (the link allows 60 a minute; a page uses 4). */
export const TRACK_REFRESH_MS = 15_000;

export type TrackState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'tooMany' }
  /** The first read found no server: tried again as any refresh. */
  | { kind: 'unreachable' }
  | { kind: 'shown'; tracking: PublicTracking; offline: boolean };

/**
 * The shipment behind a token, kept up to date while the page is open (issue 37: "updates live"):
 * asked again every 15 seconds while the page is visible and at once when it becomes visible
 * again. A failed refresh keeps what is shown and says it is offline; a link revoked meanwhile
 * gives way to the not-found answer.
 */
export function usePublicTracking(token: string): TrackState {
  const [state, setState] = useState<TrackState>({ kind: 'loading' });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let stopped = false;
    const refresh = async () => {
      clearTimeout(timer);
      controller?.abort();
      const own = new AbortController();
      controller = own;
      const read = await readPublicTracking(token, own.signal).catch(() => null);
      if (stopped || !read || own.signal.aborted) return;
      setState((previous) => {
        if (read.kind === 'found')
          return { kind: 'shown', tracking: read.tracking, offline: false };
        if (read.kind === 'offline')
          return previous.kind === 'shown'
            ? { ...previous, offline: true }
            : { kind: 'unreachable' };
        return { kind: read.kind };
      });
      if (read.kind !== 'notFound' && document.visibilityState === 'visible')
        timer = setTimeout(() => void refresh(), TRACK_REFRESH_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refresh();
      else clearTimeout(timer);
    };
    void refresh();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [token]);
  return state;
}
