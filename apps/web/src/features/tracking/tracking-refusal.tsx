import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { TrackingFrame } from './tracking-frame.tsx';
import type { TrackingBrand } from './tracking-brand.ts';

export type TrackingRefusalProps = { brand: TrackingBrand };

/**
 * What a silver-plan user sees at /tracking-demo when they type the address: the plan has no
 * Site Demo (SPEC §2, as Tariffs), so the page says why and loads no shipment.
 */
export function TrackingRefusal({ brand }: TrackingRefusalProps) {
  const { t } = useTranslation();
  return (
    <TrackingFrame brand={brand}>
      <Paper
        withBorder
        radius="md"
        p="xl"
        maw={560}
        mx="auto"
        role="region"
        aria-labelledby="tracking-refusal-title"
      >
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={1} size="h2" id="tracking-refusal-title">
            {t('tracking.refusal.title')}
          </Title>
          <Text>{t('tracking.refusal.message')}</Text>
          <Text c="dimmed" size="sm">
            {t('tracking.refusal.hint')}
          </Text>
          <Group gap="lg" justify="center">
            <Anchor component={Link} to={paths.dashboard.membershipStatus} fw={600}>
              {t('tracking.refusal.link')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </TrackingFrame>
  );
}
