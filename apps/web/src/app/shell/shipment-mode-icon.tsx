import { IconPlane, IconShip, IconTruck, type Icon } from '@tabler/icons-react';
import type { ShipmentMode } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';

const MODE_ICONS: Record<ShipmentMode, Icon> = {
  ocean: IconShip,
  air: IconPlane,
  land: IconTruck,
};

export type ShipmentModeIconProps = { mode: ShipmentMode; size?: number };

/** The mode's icon, named for assistive technology ('Ocean shipment'). */
export function ShipmentModeIcon({ mode, size = 18 }: ShipmentModeIconProps) {
  const { t } = useTranslation();
  const Icon = MODE_ICONS[mode];
  return <Icon size={size} role="img" aria-label={t(`shell.shipmentModes.${mode}`)} />;
}
