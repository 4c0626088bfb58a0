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
 * HTML cannot know the visitor, so it holds both and index.html's head script picks one before
 * the first paint (docs/decisions/060): a signed-in person never sees 'Iniciar sesión', and
 * nothing moves when the scripts take over.
 */
export function SessionActions({ stacked = false }: SessionActionsProps) {
  const { t } = useTranslation();
  const isSignedIn = useStoredSession();
  const isHydrated = useIsHydrated();
  const Layout = stacked ? Stack : Group;
  const isSignInShown = !isHydrated || !isSignedIn;
  const isSignedInShown = !isHydrated || isSignedIn;
  // Fixed places: the shown state keeps its elements when the scripts take over.
  return (
    <>
      {isSignInShown && (
        <Button
          component="a"
          href={paths.login}
          fullWidth={stacked}
          className={isHydrated ? undefined : classes.whenSignedOut}
        >
          {t('auth.signIn')}
        </Button>
      )}
      {isSignedInShown && (
        <Layout gap="xs" className={isHydrated ? undefined : classes.whenSignedIn}>
          <Button component="a" href={paths.dashboard.home} fullWidth={stacked}>
            {t('auth.dashboard')}
          </Button>
          <SignOutButton
            label={t('auth.signOut')}
            fullWidth={stacked}
            // Until the scripts run, it cannot sign out: it says so, as the menu button does.
            aria-disabled={!isHydrated || undefined}
          />
        </Layout>
      )}
    </>
  );
}
