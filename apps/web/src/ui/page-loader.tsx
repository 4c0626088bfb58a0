import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PageLoaderProps = {
  /** Accessible name; defaults to 'Cargando...'. */
  label?: string;
  /** Optional visible text under the spinner. */
  text?: string;
};

export function PageLoader({ label, text }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl" role="status" aria-label={label ?? t('common.loading')}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        {text && <Text c="dimmed">{text}</Text>}
      </Stack>
    </Center>
  );
}
