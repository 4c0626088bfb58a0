import type { MilestoneNotification } from '@rumbo/domain';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  loadNotificationSet,
  saveNotificationSet,
} from '#data/notification-sets/notification-sets.ts';

export type NotificationSetHandle = {
  /** Null until the stored set has been read. */
  notifications: MilestoneNotification[] | null;
  /** False while the set is only what was stored: it has not been compared with the shipments yet. */
  isCurrent: boolean;
  /** The same set, readable from callbacks and effects without re-running them. */
  latest: RefObject<MilestoneNotification[] | null>;
  isCurrentRef: RefObject<boolean>;
  /** Shows and stores a set computed from the shipments. */
  replace: (next: MilestoneNotification[]) => void;
};

type SetState = { notifications: MilestoneNotification[] | null; isCurrent: boolean };

/** The user's local notification set, read from and written to this browser's IndexedDB. */
export function useNotificationSet(userId: string): NotificationSetHandle {
  const [state, setState] = useState<SetState>({ notifications: null, isCurrent: false });
  const latest = useRef<MilestoneNotification[] | null>(null);
  const isCurrentRef = useRef(false);
  useEffect(() => {
    let isMounted = true;
    void loadNotificationSet(userId).then((stored) => {
      if (!isMounted || latest.current) return;
      latest.current = stored;
      setState({ notifications: stored, isCurrent: false });
    });
    return () => {
      isMounted = false;
    };
  }, [userId]);
  const replace = useCallback(
    (next: MilestoneNotification[]) => {
      latest.current = next;
      isCurrentRef.current = true;
      setState({ notifications: next, isCurrent: true });
      void saveNotificationSet(userId, next);
    },
    [userId],
  );
  return { ...state, latest, isCurrentRef, replace };
}
