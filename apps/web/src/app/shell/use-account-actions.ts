import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccess } from '#features/access/use-access.ts';
import { useSignOut } from '#features/auth/api/use-sign-out.ts';
import { paths } from '#lib/paths.ts';
import { showToast } from '#ui/toast.ts';

/** What the user menu and the mobile Profile tab do (SPEC §2 user menu). */
export function useAccountActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canManageCompany } = useAccess();
  const signOut = useSignOut();
  const handleMyProfile = () => showToast({ message: t('shell.profileComingSoon') });
  const handleMyCompany = () => {
    if (canManageCompany) navigate(paths.dashboard.company);
    else showToast({ message: t('shell.noCompanyPermission'), tone: 'warning' });
  };
  const handleSignOut = () => signOut.mutate();
  return { handleMyProfile, handleMyCompany, handleSignOut, isSigningOut: signOut.isPending };
}
