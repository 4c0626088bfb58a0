import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { i18n } from '#i18n/i18n.ts';
import { paths } from '#lib/paths.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';

/**
 * Unsaved edits are not dropped silently: leaving the editor for another screen asks first
 * ('Confirm action'), and the browser asks before a reload or a closed tab. `isLeavingSaved`
 * is set by the editor itself when it moves to the invoice it just saved.
 */
export function useInvoiceLeaveGuard(isDirty: boolean): RefObject<boolean> {
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
    void confirmAction({
      message: i18n.t('invoiceEditor.leave.message'),
      confirmLabel: i18n.t('invoiceEditor.leave.confirm'),
      destructive: true,
    }).then((confirmed) => {
      isAsking.current = false;
      if (confirmed) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);
  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);
  return isLeavingSaved;
}
