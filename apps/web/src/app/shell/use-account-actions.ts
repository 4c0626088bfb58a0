import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccess } from '#features/access/use-access.ts';
import { canOpenRecycleBin } from '#features/access/can-open-recycle-bin.ts';
import { useSignOut } from '#features/auth/api/use-sign-out.ts';
import { paths } from '#lib/paths.ts';
import { showToast } from '#ui/toast.ts';
import { openProfileDialog } from './open-profile-dialog.tsx';

/**
 * What the user menu and the mobile Profile tab do (SPEC §2 user menu), and the recycle bin
 * beside My company for those who may open it (issue 35): company superusers and platform
 * admins. It is not in the sidebar, whose Administration group is for platform admins only.
 */
export function useAccountActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useAccess();
  const { canManageCompany } = access;
  const signOut = useSignOut();
  const handleMyProfile = openProfileDialog;
  const handleMyCompany = () => {
    if (canManageCompany) navigate(paths.dashboard.company);
    else showToast({ message: t('shell.noCompanyPermission'), tone: 'warning' });
  };
  const handleSignOut = () => signOut.mutate();
  const handleRecycleBin = () => navigate(paths.dashboard.recycleBin);
  return {
    handleMyProfile,
    handleMyCompany,
    canOpenRecycleBin: canOpenRecycleBin(access),
    handleRecycleBin,
    handleSignOut,
    isSigningOut: signOut.isPending,
  };
}
