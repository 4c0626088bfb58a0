import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { companyIdForUser, type CompaniesRecord } from '@rumbo/domain';
import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { useMinuteClock } from '#ui/use-now.ts';
import { deriveAccess, type Access } from './access.ts';
import { companyQuery } from './company-query.ts';
import { watchCompany } from './company-live-updates.ts';
import { needsRoleLoad } from './needs-role-load.ts';
import { userRoleQuery } from './user-role-query.ts';

// The sidebar shows the logo small: the collection keeps a 100x100 thumb of it.
const LOGO_THUMB = '100x100';

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
    fileUrl: logoFileUrl,
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

function logoFileUrl(company: CompaniesRecord, filename: string): string {
  return pb.files.getUrl(company, filename, { thumb: LOGO_THUMB });
}
