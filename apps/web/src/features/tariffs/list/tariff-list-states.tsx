import { Alert, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SKELETON_ROWS = 8;

/** Placeholder rows while the list loads. */
export function TariffsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" role="status">
      <VisuallyHidden>{t('tariffs.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Skeleton key={row} height={44} aria-hidden />
      ))}
    </Stack>
  );
}

/** The list could not be read from the server nor from the browser's copy. */
export function TariffsError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={t('tariffs.loadError')}
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('tariffs.loadErrorHint')}</Text>
        <Button variant="default" onClick={onRetry} loading={isRetrying}>
          {t('tariffs.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The company has no tariff line yet. */
export function TariffsEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h3">
        {t('tariffs.emptyTitle')}
      </Title>
      <Text c="dimmed">{t('tariffs.emptyHint')}</Text>
      <Button mt="xs" leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate}>
        {t('tariffs.createFirst')}
      </Button>
    </Stack>
  );
}

/** Lines exist, but none passes the search and filters. */
export function TariffsNoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h3">
        {t('tariffs.noMatchTitle')}
      </Title>
      <Text c="dimmed">{t('tariffs.noMatchHint')}</Text>
      <Button mt="xs" variant="default" onClick={onClear}>
        {t('tariffs.clearFilters')}
      </Button>
    </Stack>
  );
}
