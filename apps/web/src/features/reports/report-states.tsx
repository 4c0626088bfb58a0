import {
  Alert,
  Button,
  Group,
  Loader,
  Skeleton,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconFilterOff, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Counting the shipments…" over skeleton tiles while the server computes the report. */
export function ReportLoadingState() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true">
      <Group gap="sm" wrap="nowrap">
        <Loader size={14} aria-hidden />
        <Text size="sm" c="dimmed" role="status">
          {t('reports.loading')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={84} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ReportError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('reports.loadError')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('reports.loadErrorHint')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry} loading={isRetrying}>
          {t('reports.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function ReportOffline() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} role="status">
      {t('reports.offline')}
    </Alert>
  );
}

type EmptyProps = { isFiltered: boolean; onReset: () => void };

/** No shipments at all, or none the filters keep (then a reset). */
export function ReportEmpty({ isFiltered, onReset }: EmptyProps) {
  const { t } = useTranslation();
  const Icon = isFiltered ? IconFilterOff : IconChartBar;
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Icon size={40} stroke={1.5} aria-hidden />
      <Title order={2} size="h4">
        {t(isFiltered ? 'reports.noMatchTitle' : 'reports.emptyTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(isFiltered ? 'reports.noMatchHint' : 'reports.emptyHint')}
      </Text>
      {isFiltered && (
        <Button variant="default" onClick={onReset}>
          {t('reports.filters.reset')}
        </Button>
      )}
    </Stack>
  );
}
