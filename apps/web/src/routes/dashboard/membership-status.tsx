import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccess } from '#features/access/use-access.ts';

// The page's full content is a later issue; for now it says why the dashboard is closed.
export default function MembershipStatusRoute() {
  const { t } = useTranslation();
  const { membership, hasAccess } = useAccess();
  return (
    <Stack gap="xs">
      <Title order={1}>{t('screens.membershipStatus')}</Title>
      <Text>{t(`access.membershipState.${membership}`)}</Text>
      {!hasAccess && <Text c="dimmed">{t('access.dashboardClosed')}</Text>}
    </Stack>
  );
}
