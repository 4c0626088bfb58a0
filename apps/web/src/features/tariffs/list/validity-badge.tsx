import { Badge } from '@mantine/core';
import type { TariffValidity } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { VALIDITY_COLORS } from './validity-colors.ts';

/** Where a line stands today; the dot carries the colour, the label stays readable in dark mode. */
export function ValidityBadge({ validity }: { validity: TariffValidity }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={VALIDITY_COLORS[validity]} radius="sm" tt="none" size="sm">
      {t(`tariffRules.validity.${validity}`)}
    </Badge>
  );
}
