import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authSession, type AuthStatus } from '#lib/auth-session.ts';
import { showToast } from '#ui/toast.ts';

// SPEC §8: the takeover warning stays 4 s.
const TAKEN_OVER_TOAST_MS = 4000;

/** Once a session the app ended by itself is gone, says why (once, even under StrictMode). */
export function useSessionEndNotice(status: AuthStatus): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (status !== 'signed-out' || authSession.takeEndReason() !== 'taken-over') return;
    showToast({ message: t('auth.takenOver'), tone: 'warning', durationMs: TAKEN_OVER_TOAST_MS });
  }, [status, t]);
}
