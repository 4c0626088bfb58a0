import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '#ui/toast.ts';
import { signOut } from '#data/session/sign-out.ts';

export function useSignOut() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: signOut,
    meta: { handlesError: true },
    onError: () => showToast({ message: t('auth.signOutFailed'), tone: 'error' }),
  });
}
