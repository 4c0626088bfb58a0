import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Product logo and name. */
export function BrandMark() {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" width={28} height={28} alt="" />
      <Text component="span" fw={800} size="lg">
        {t('common.productName')}
      </Text>
    </Group>
  );
}
