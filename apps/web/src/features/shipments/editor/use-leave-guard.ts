import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker, type Location } from 'react-router';
import { isShipmentListed } from '#data/open-shipments/open-shipments-store.ts';
import { paths } from '#lib/paths.ts';

export type LeaveGuardInput = {
  /** Whether the open editor holds unsaved changes (read when a navigation starts). */
  isDirty: RefObject<boolean>;
  /** SPEC §2's question; true when the user chooses to close without saving. */
  confirmClose: () => Promise<boolean>;
  /**
   * The id the editor itself just moved the URL to (a new shipment saved, or found again under
   * another id): the same editor carries on there, so that is no leaving.
   */
  movedTo: RefObject<string | null>;
};

/**
 * With the sidebar reachable beside the editor, a click on another screen, another shipment or
 * the browser's back button would drop unsaved changes: such a navigation asks SPEC §2's
 * question first. Not asked again when the shipment was just closed from Recent shipments (that
 * close asked already and took it off the list), nor when the session ends (the sign-in page).
 */
export function useLeaveGuard({ isDirty, confirmClose, movedTo }: LeaveGuardInput): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty.current === true && leavesEditor(currentLocation, nextLocation, movedTo.current),
  );
  // One question per blocked navigation, however often the page renders meanwhile.
  const isAsking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || isAsking.current) return;
    isAsking.current = true;
    void confirmClose().then((confirmed) => {
      isAsking.current = false;
      if (confirmed) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirmClose]);
}

function leavesEditor(current: Location, next: Location, movedTo: string | null): boolean {
  if (next.pathname === paths.login) return false;
  const open = openOf(current);
  if (open === null) return false;
  const nextOpen = next.pathname === current.pathname ? openOf(next) : null;
  if (nextOpen === open || (nextOpen !== null && nextOpen === movedTo)) return false;
  // Closed from Recent shipments: that close asked, and took it off the list.
  return open === 'new' || isShipmentListed(open);
}

function openOf(location: Location): string | null {
  return new URLSearchParams(location.search).get('open');
}
