import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { PageLoader } from '#ui/page-loader.tsx';
import type { RedirectState } from '../redirect-target.ts';

/** Layout route that lets only signed-in users through (SPEC §2 Protected routes). */
export function RequireAuth() {
  const { t } = useTranslation();
  const { status } = useAuthSession();
  const location = useLocation();
  if (status === 'checking') {
    return <PageLoader label={t('auth.checkingAccess')} text={t('auth.checkingAccess')} />;
  }
  if (status === 'signed-out') {
    const state: RedirectState = { from: location };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
