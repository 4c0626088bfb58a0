import type { ShipmentMode } from '@rumbo/domain';
import { IconPlane, IconShip, IconTruck, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const MODE_ICONS: Record<ShipmentMode, Icon> = {
  ocean: IconShip,
  air: IconPlane,
  land: IconTruck,
};

export type ModeIconProps = {
  mode: ShipmentMode;
  size?: number;
  /** Decorative when the mode is already written next to it. */
  isDecorative?: boolean;
};

/** The mode's icon, named ('Ocean') for assistive technology unless decorative. */
export function ModeIcon({ mode, size = 18, isDecorative = false }: ModeIconProps) {
  const { t } = useTranslation();
  const Icon = MODE_ICONS[mode];
  if (isDecorative) return <Icon size={size} aria-hidden />;
  return <Icon size={size} role="img" aria-label={t(`home.modes.${mode}`)} />;
}
