import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canOpenRecycleBin } from '#features/access/can-open-recycle-bin.ts';
import { useAccess } from '#features/access/use-access.ts';
import { RecycleBinPage } from '#features/recycle-bin/recycle-bin-page.tsx';
import { ViewLoader } from '#ui/view-loader.tsx';

/**
 * The recycle bin: company superusers and platform admins. Anyone else who reaches the URL
 * stays on it and reads why (no menu links them here), as on Companies.
 */
export default function RecycleBinRoute() {
  const { t } = useTranslation();
  const access = useAccess();
  if (access.status === 'loading') return <ViewLoader />;
  if (!canOpenRecycleBin(access))
    return (
      <Stack gap="xs">
        <Title order={1}>{t('recycleBin.title')}</Title>
        <Text role="alert">{t('recycleBin.refused')}</Text>
      </Stack>
    );
  return <RecycleBinPage isAdmin={access.isAdmin} />;
}
