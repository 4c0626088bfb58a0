import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { saveUserLanguage } from '#data/users/save-user-language.ts';
import { paths } from '#lib/paths.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { PageLoader } from '#ui/page-loader.tsx';
import { describeSignInError } from '../api/sign-in-error.ts';
import { useSignIn } from '../api/use-sign-in.ts';
import { redirectTarget } from '../redirect-target.ts';
import { LoginForm } from './login-form.tsx';
import { LanguageSwitch } from '#ui/language-switch.tsx';

/**
 * /login. A signed-in user (already, or just now) goes where they were sent from, else to
 * the dashboard: the redirect follows the session, so sign-in needs no navigate call.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const { status } = useAuthSession();
  const location = useLocation();
  const signIn = useSignIn();

  if (status === 'checking') {
    return <PageLoader label={t('auth.checkingAccess')} text={t('auth.checkingAccess')} />;
  }
  if (status === 'signed-in') return <Navigate to={redirectTarget(location.state)} replace />;

  const error = signIn.error ? describeSignInError(signIn.error, (key) => t(key)) : undefined;
  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('auth.login.title')}</Title>
            <Text c="dimmed">{t('auth.login.subtitle')}</Text>
          </Stack>
          <LoginForm
            onSubmit={(values) => signIn.mutate(values)}
            isSubmitting={signIn.isPending}
            error={error}
          />
          <LanguageSwitch
            label={t('language.loginLabel')}
            saveLanguage={saveUserLanguage}
            fullWidth
          />
          <Anchor href={paths.home} size="sm" ta="center">
            {t('auth.login.backHome')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
