import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ErrorFallbackProps = {
  onRetry?: () => void;
};

/** Shown where a view failed to render or its code failed to load (route error element). */
export function ErrorFallback({ onRetry = reloadPage }: ErrorFallbackProps) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1} size="h2">
          {t('errors.pageFailed')}
        </Title>
        <Text c="dimmed">{t('errors.viewFailed')}</Text>
        <Button variant="light" onClick={onRetry}>
          {t('errors.reload')}
        </Button>
      </Stack>
    </Center>
  );
}

function reloadPage(): void {
  window.location.reload();
}
