import { useQuery } from '@tanstack/react-query';
import {
  grantableRoles,
  isCompanySuperuser,
  isPlatformAdmin,
  type CompaniesRecord,
} from '@rumbo/domain';
import { companyRecordQuery } from '#data/users/company-users-query.ts';
import type { AuthUser } from '#lib/auth-session.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';

export type PanelCaller = {
  user: AuthUser | null;
  /** The company whose users the panel shows (null while loading or when it does not exist). */
  company: CompaniesRecord | null;
  /** Platform admin, or superuser of this very company. */
  canManage: boolean;
  /** Roles the caller may give a user of this company (create; per user on edit). */
  rolesFor: (target?: { id: string; role: string }) => string[];
};

/** Who is looking at the panel and what they may do with this company's users (DESIGN §3). */
export function usePanelCaller(companyId: string): PanelCaller {
  const { user } = useAuthSession();
  const company = useQuery({ ...companyRecordQuery(companyId), enabled: companyId !== '' });
  const record = company.data ?? null;
  // Being a superuser counts only in one's own company.
  const callerCompany = user && user.company === companyId ? record : null;
  const isOwnSuperuser = callerCompany !== null && isCompanySuperuser(user, callerCompany);
  return {
    user,
    company: record,
    canManage: isPlatformAdmin(user) || isOwnSuperuser,
    rolesFor: (target) => grantableRoles({ caller: user, callerCompany, target }),
  };
}
