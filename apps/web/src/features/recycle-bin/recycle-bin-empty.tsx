import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRecycle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Nothing deleted is waiting: says what would appear here. */
export function RecycleBinEmpty() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        <IconRecycle size={26} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('recycleBin.emptyTitle')}
      </Title>
      <Text c="dimmed">{t('recycleBin.emptyHint')}</Text>
    </Stack>
  );
}
