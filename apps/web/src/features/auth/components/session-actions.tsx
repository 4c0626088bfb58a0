import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import { useIsHydrated } from '#ui/use-is-hydrated.ts';
import { useStoredSession } from '../api/use-stored-session.ts';
import classes from './session-actions.module.css';
import { SignOutButton } from './sign-out-button.tsx';

export type SessionActionsProps = {
  /** Stacked full-width buttons (mobile panel) instead of a row (header). */
  stacked?: boolean;
};

/**
 * Public header actions: sign in, or Dashboard and sign out when signed in. Plain links: the
 * public pages and the dashboard are separate documents (docs/decisions/014). The pre-rendered
 * HTML is the signed-out page; index.html's head script marks a signed-in device so that its
 * 'Iniciar sesión' never shows before the scripts put Dashboard and sign-out in its place.
 */
export function SessionActions({ stacked = false }: SessionActionsProps) {
  const { t } = useTranslation();
  const isSignedIn = useStoredSession();
  const isHydrated = useIsHydrated();
  const Layout = stacked ? Stack : Group;
  if (!isSignedIn) {
    return (
      <Button
        component="a"
        href={paths.login}
        fullWidth={stacked}
        // Pre-rendered for everyone: hidden for a signed-in user until the scripts run.
        className={isHydrated ? undefined : classes.beforeScripts}
      >
        {t('auth.signIn')}
      </Button>
    );
  }
  return (
    <Layout gap="xs">
      <Button component="a" href={paths.dashboard.home} fullWidth={stacked}>
        {t('auth.dashboard')}
      </Button>
      <SignOutButton label={t('auth.signOut')} fullWidth={stacked} />
    </Layout>
  );
}
