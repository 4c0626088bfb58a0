import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { PageLoader } from '#ui/page-loader.tsx';
import { useSessionEndNotice } from '../api/use-session-end-notice.ts';
import { useSessionWatch } from '../api/use-session-watch.ts';
import type { RedirectState } from '../redirect-target.ts';

/**
 * Layout route that lets only signed-in users through (SPEC §2 Protected routes) and, while
 * they are in, watches for the account being taken over on another device (SPEC §4 Session).
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const { status, user } = useAuthSession();
  const location = useLocation();
  useSessionWatch(status === 'signed-in' ? user?.id : undefined);
  useSessionEndNotice(status);
  if (status === 'checking') {
    return <PageLoader label={t('auth.checkingAccess')} text={t('auth.checkingAccess')} />;
  }
  if (status === 'signed-out') {
    const state: RedirectState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
