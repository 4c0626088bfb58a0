import { Alert, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ShipmentMode } from '@rumbo/domain';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SKELETON_ROWS = 8;

/** Placeholder rows while the list loads. */
export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" role="status">
      <VisuallyHidden>{t('shipmentsList.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Skeleton key={row} height={44} aria-hidden />
      ))}
    </Stack>
  );
}

export type ListErrorProps = { onRetry: () => void; isRetrying: boolean };

/** The list could not be read from the server nor from the browser's copy. */
export function ListError({ onRetry, isRetrying }: ListErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={t('shipmentsList.loadError')}
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('shipmentsList.loadErrorHint')}</Text>
        <Button variant="default" onClick={onRetry} loading={isRetrying}>
          {t('shipmentsList.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The company has no shipment of this mode yet. */
export function ListEmpty({ mode, onCreate }: { mode: ShipmentMode; onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h3">
        {t('shipmentsList.emptyTitle', { mode: t(`shipmentsList.modes.${mode}`) })}
      </Title>
      <Text c="dimmed">{t('shipmentsList.emptyHint')}</Text>
      <Button mt="xs" leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate}>
        {t('shipmentsList.createFirst')}
      </Button>
    </Stack>
  );
}

/** Shipments exist, but none passes the search and filters. */
export function ListNoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h3">
        {t('shipmentsList.noMatchTitle')}
      </Title>
      <Text c="dimmed">{t('shipmentsList.noMatchHint')}</Text>
      <Button mt="xs" variant="default" onClick={onClear}>
        {t('shipmentsList.clearFilters')}
      </Button>
    </Stack>
  );
}
