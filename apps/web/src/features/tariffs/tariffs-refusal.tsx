import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';

/**
 * What a silver-plan user sees at /dashboard/rcm: the page says why it is closed and where to
 * read about the plan, and loads no tariff data.
 */
export function TariffsRefusal() {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      maw={560}
      mx="auto"
      mt="xl"
      role="region"
      aria-labelledby="tariffs-refusal-title"
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={1} size="h2" id="tariffs-refusal-title">
          {t('tariffs.refusal.title')}
        </Title>
        <Text>{t('tariffs.refusal.message')}</Text>
        <Text c="dimmed" size="sm">
          {t('tariffs.refusal.hint')}
        </Text>
        <Anchor component={Link} to={paths.dashboard.membershipStatus} fw={600}>
          {t('tariffs.refusal.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
