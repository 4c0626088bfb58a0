import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '#lib/use-auth-session.ts';

export default function DashboardHomeRoute() {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  return (
    <Stack gap="xs">
      <Title order={1}>{t('screens.dashboard')}</Title>
      <Text c="dimmed">{t('screens.signedInAs', { email: user?.email ?? '' })}</Text>
    </Stack>
  );
}
