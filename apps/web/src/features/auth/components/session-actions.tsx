import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { SignOutButton } from './sign-out-button.tsx';

export type SessionActionsProps = {
  /** Stacked full-width buttons (mobile panel) instead of a row (header). */
  stacked?: boolean;
};

/** Public header actions: sign in, or Dashboard and sign out when signed in. */
export function SessionActions({ stacked = false }: SessionActionsProps) {
  const { t } = useTranslation();
  const { status } = useAuthSession();
  const Layout = stacked ? Stack : Group;
  if (status === 'checking') return null;
  if (status === 'signed-out') {
    return (
      <Button component={Link} to={paths.login} fullWidth={stacked}>
        {t('auth.signIn')}
      </Button>
    );
  }
  return (
    <Layout gap="xs">
      <Button component={Link} to={paths.dashboard.home} fullWidth={stacked}>
        {t('auth.dashboard')}
      </Button>
      <SignOutButton label={t('auth.signOut')} fullWidth={stacked} />
    </Layout>
  );
}
