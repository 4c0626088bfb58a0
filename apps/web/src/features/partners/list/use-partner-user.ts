import { isPlatformAdmin } from '@rumbo/domain';
import { useAuthSession } from '#lib/use-auth-session.ts';

export type PartnerUser = {
  id: string;
  /** The user's company, or null for a platform admin (who sees every company's partners). */
  companyId: string | null;
  isAdmin: boolean;
  isSignedIn: boolean;
};

/** Who is working with partners, and over which company. */
export function usePartnerUser(): PartnerUser {
  const { user } = useAuthSession();
  const isAdmin = isPlatformAdmin(user);
  return {
    id: user?.id ?? '',
    companyId: isAdmin ? null : user?.company || null,
    isAdmin,
    isSignedIn: user !== null,
  };
}
