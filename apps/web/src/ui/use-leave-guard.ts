import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { paths } from '#lib/paths.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';

/**
 * Unsaved edits are not dropped silently: leaving the editor for another screen asks first
 * ('Confirm action', in the editor's `texts`), and the browser asks before a reload or a closed
 * tab. `isLeavingSaved` is set by the editor itself when it moves to the record it just saved.
 */
export function useLeaveGuard(
  isDirty: boolean,
  texts: () => { message: string; confirmLabel: string },
): RefObject<boolean> {
  const isLeavingSaved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isLeavingSaved.current &&
      nextLocation.pathname !== paths.login &&
      nextLocation.pathname !== currentLocation.pathname,
  );
  const isAsking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || isAsking.current) return;
    isAsking.current = true;
    void confirmAction({ ...texts(), destructive: true }).then((confirmed) => {
      isAsking.current = false;
      if (confirmed) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, texts]);
  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);
  return isLeavingSaved;
}
