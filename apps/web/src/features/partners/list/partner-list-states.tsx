import { Alert, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SKELETON_ROWS = 8;

/** Placeholder rows while the list loads. */
export function PartnersSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy="true" role="status">
      <VisuallyHidden>{t('partners.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Skeleton key={row} height={44} aria-hidden />
      ))}
    </Stack>
  );
}

/** The list could not be read from the server nor from the browser's copy. */
export function PartnersError({
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
      title={t('partners.loadError')}
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('partners.loadErrorHint')}</Text>
        <Button variant="default" onClick={onRetry} loading={isRetrying}>
          {t('partners.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The company has no partner yet. */
export function PartnersEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h3">
        {t('partners.emptyTitle')}
      </Title>
      <Text c="dimmed">{t('partners.emptyHint')}</Text>
      <Button mt="xs" leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate}>
        {t('partners.createFirst')}
      </Button>
    </Stack>
  );
}

/** Partners exist, but none passes the search and filters. */
export function PartnersNoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h3">
        {t('partners.noMatchTitle')}
      </Title>
      <Text c="dimmed">{t('partners.noMatchHint')}</Text>
      <Button mt="xs" variant="default" onClick={onClear}>
        {t('partners.clearFilters')}
      </Button>
    </Stack>
  );
}
