import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSignOut } from '../api/use-sign-out.ts';

export type SignOutButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> & {
  label: string;
};

export function SignOutButton({ label, variant = 'subtle', ...buttonProps }: SignOutButtonProps) {
  const signOut = useSignOut();
  const handleClick = () => signOut.mutate();
  return (
    <Button
      {...buttonProps}
      variant={variant}
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={signOut.isPending}
      onClick={handleClick}
    >
      {label}
    </Button>
  );
}
