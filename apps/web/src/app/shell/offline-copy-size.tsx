import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkingSetSize } from '#data/working-set/working-set-size.ts';
import { formatBytes, formatCount } from '@rumbo/domain';

/** What the browser keeps for offline work, in the offline panel (decision 053). */
export function OfflineCopySize() {
  const { t } = useTranslation();
  const size = useWorkingSetSize();
  if (!size) return <Text size="sm">{t('sync.offlineCopyUnknown')}</Text>;
  return (
    <Text size="sm" c="dimmed">
      {t('sync.offlineCopy', {
        shipments: formatCount(size.shipments),
        partners: formatCount(size.partners),
        size: size.bytes === null ? '?' : formatBytes(size.bytes),
      })}
    </Text>
  );
}
