import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TrackedNumber } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackingResultsPath } from './tracking-path.ts';

export type TrackingSamplesProps = { samples: TrackedNumber[]; isLoading: boolean };

/** Sample numbers from the company's own shipments, one of each kind, to track with a click. */
export function TrackingSamples({ samples, isLoading }: TrackingSamplesProps) {
  const { t } = useTranslation();
  const titleId = 'tracking-samples-title';
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {t('tracking.samplesTitle')}
      </Title>
      {isLoading ? (
        <Skeleton height={28} width="80%" aria-label={t('tracking.samplesLoading')} />
      ) : samples.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tracking.samplesEmpty')}
        </Text>
      ) : (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {samples.map((sample) => (
            <li key={sample.kind}>
              <Button
                component={Link}
                to={trackingResultsPath(sample.value)}
                variant="light"
                radius="xl"
                size="compact-sm"
                data-kind={sample.kind}
              >
                {t(`tracking.kinds.${sample.kind}`)}: {sample.value}
              </Button>
            </li>
          ))}
        </Group>
      )}
    </Stack>
  );
}
