import { createContext, useCallback, useContext, useEffect, useState } from 'react';

// Every open Mantine modal and drawer closes on Escape, heard on the window: a dialog opened
// over a drawer (Share tracking over the shipment editor) would close the drawer with it. While
// such a dialog is open it holds the drawer's Escape, so the key closes the dialog alone.

type HoldEscape = (held: boolean) => void;

const DrawerEscapeContext = createContext<HoldEscape>(() => undefined);

/** Given the drawer's `hold`, around what the drawer shows. */
export const DrawerEscapeProvider = DrawerEscapeContext.Provider;

/** The drawer's side: whether a dialog over it holds Escape, and the hold its dialogs call. */
export function useDrawerEscapeHolds(): { isHeld: boolean; hold: HoldEscape } {
  const [holds, setHolds] = useState(0);
  const hold = useCallback<HoldEscape>(
    (held) => setHolds((count) => Math.max(0, count + (held ? 1 : -1))),
    [],
  );
  return { isHeld: holds > 0, hold };
}

/** A dialog's side: while `held` (the dialog is open), Escape is the dialog's, not the drawer's. */
export function useHoldDrawerEscape(held: boolean): void {
  const hold = useContext(DrawerEscapeContext);
  useEffect(() => {
    if (!held) return;
    hold(true);
    return () => hold(false);
  }, [held, hold]);
}
