import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Says that the notifications shown are the browser's own computation, made offline. */
export function OfflineNote() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" role="note">
      {t('notifications.offlineNote')}
    </Text>
  );
}
