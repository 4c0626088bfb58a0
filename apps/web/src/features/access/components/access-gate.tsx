import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '#ui/page-loader.tsx';
import { accessRedirect } from '../access-redirect.ts';
import { useAccess } from '../use-access.ts';

export type AccessGateProps = {
  /** The gated content; the matched child route when left out (use as a layout route). */
  children?: ReactNode;
};

/**
 * Membership gate (SPEC §4): a non-admin whose membership is not active only reaches the
 * membership status page; one with access is sent from that page to the dashboard.
 */
export function AccessGate({ children }: AccessGateProps) {
  const { t } = useTranslation();
  const { status, hasAccess } = useAccess();
  const { pathname } = useLocation();
  if (status === 'loading') {
    return <PageLoader label={t('auth.checkingAccess')} text={t('auth.checkingAccess')} />;
  }
  const target = accessRedirect({ pathname, hasAccess });
  if (target) return <Navigate to={target} replace />;
  return children ?? <Outlet />;
}
