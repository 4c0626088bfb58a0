import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo.tsx';

/** Product logo and name. */
export function BrandMark() {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <BrandLogo />
      <Text component="span" fw={800} size="lg">
        {t('common.productName')}
      </Text>
    </Group>
  );
}
