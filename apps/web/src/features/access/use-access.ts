import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { companyIdForUser } from '@rumbo/domain';
import type { AuthUser } from '#lib/auth-session.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { useMinuteClock } from '#ui/use-now.ts';
import { companyQuery } from '#data/access/company-query.ts';
import { companyLogoThumbUrl } from '#data/companies/company-files.ts';
import { watchCompany } from '#data/access/company-live-updates.ts';
import { userRoleQuery } from '#data/access/user-role-query.ts';
import { deriveAccess, type Access } from './access.ts';
import { needsRoleLoad } from './needs-role-load.ts';

/** The signed-in user's access (SPEC §4, §6), kept current through realtime and the clock. */
export function useAccess(): Access {
  const { t } = useTranslation();
  const session = useAuthSession();
  const isRoleNeeded = needsRoleLoad(session.user);
  const role = useQuery({ ...userRoleQuery(session.user?.id ?? ''), enabled: isRoleNeeded });
  const user = withLoadedRole(session.user, role.data);
  const companyId = companyIdForUser(user);
  const company = useQuery({ ...companyQuery(companyId), enabled: companyId !== '' });
  useCompanyLiveUpdates(user?.id ?? '', companyId);
  const nowMs = useMinuteClock();
  const isLoading =
    session.status === 'checking' ||
    (isRoleNeeded && role.isLoading) ||
    (companyId !== '' && company.isPending);
  return deriveAccess({
    user,
    company: company.data ?? null,
    now: new Date(nowMs),
    isLoading,
    productName: t('common.productName'),
    fileUrl: companyLogoThumbUrl,
  });
}

function useCompanyLiveUpdates(userId: string, companyId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || !companyId) return;
    return watchCompany({ userId, companyId, queryClient });
  }, [userId, companyId, queryClient]);
}

function withLoadedRole(user: AuthUser | null, role: string | undefined): AuthUser | null {
  return user && role ? { ...user, role } : user;
}
