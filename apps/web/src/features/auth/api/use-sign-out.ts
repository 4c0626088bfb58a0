import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { signOut } from './sign-out.ts';

export function useSignOut() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: signOut,
    meta: { handlesError: true },
    onError: () => notifications.show({ color: 'red', message: t('auth.signOutFailed') }),
  });
}
