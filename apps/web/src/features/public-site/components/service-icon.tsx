import { IconCode, IconRobot, IconShip, IconTableSpark, type IconProps } from '@tabler/icons-react';
import type { ServiceKey } from '#lib/paths.ts';

export type ServiceIconProps = IconProps & { service: ServiceKey };

const ICONS = {
  forwarders: IconShip,
  'ia-excel': IconTableSpark,
  automatizacion: IconRobot,
  'software-a-medida': IconCode,
} satisfies Record<ServiceKey, unknown>;

export function ServiceIcon({ service, ...iconProps }: ServiceIconProps) {
  const Icon = ICONS[service];
  return <Icon aria-hidden {...iconProps} />;
}
