import { Badge } from '@mantine/core';
import type { ShipmentMode } from '@rumbo/domain';
import { IconPlane, IconShip, IconTruck, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const MODE_ICONS: Readonly<Record<ShipmentMode, Icon>> = {
  ocean: IconShip,
  air: IconPlane,
  land: IconTruck,
};

export type ModeBadgeProps = { mode: ShipmentMode };

/** The mode tag of a notification. */
export function ModeBadge({ mode }: ModeBadgeProps) {
  const { t } = useTranslation();
  const Icon = MODE_ICONS[mode];
  return (
    <Badge
      size="sm"
      radius="sm"
      variant="default"
      leftSection={<Icon size={12} aria-hidden />}
      tt="none"
      miw="max-content"
    >
      {t(`notifications.modes.${mode}`)}
    </Badge>
  );
}
