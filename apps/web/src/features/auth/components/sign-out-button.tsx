import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearStoredAuth } from '#lib/stored-auth.ts';
import { requestToastHost } from '#ui/toast-host.ts';
import { announceStoredSessionChange } from '../api/use-stored-session.ts';

export type SignOutButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> & {
  label: string;
  /** Not yet usable (a pre-rendered page whose scripts have not run). */
  'aria-disabled'?: boolean;
};

/**
 * Sign-out on the public pages. The SDK and the session module load only when clicked; if
 * they cannot load (offline), the session still ends on this device, which is what counts.
 */
export function SignOutButton({ label, variant = 'subtle', ...buttonProps }: SignOutButtonProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const handleClick = async () => {
    setPending(true);
    try {
      await signOutHere();
    } catch {
      requestToastHost();
      const { showToast } = await import('#ui/toast.ts');
      showToast({ message: t('auth.signOutFailed'), tone: 'error' });
    } finally {
      setPending(false);
      announceStoredSessionChange();
    }
  };
  return (
    <Button
      {...buttonProps}
      variant={variant}
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={isPending}
      onClick={() => void handleClick()}
    >
      {label}
    </Button>
  );
}

async function signOutHere(): Promise<void> {
  const signOut = await import('#data/session/sign-out.ts').then(
    (module) => module.signOut,
    () => null,
  );
  if (signOut) await signOut();
  else clearStoredAuth();
}
