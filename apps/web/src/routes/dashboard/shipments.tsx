import { useTranslation } from 'react-i18next';
import type { ShipmentMode } from '#lib/paths.ts';
import { PlaceholderPage } from '#ui/placeholder-page.tsx';

export type ShipmentsRouteProps = {
  mode: ShipmentMode;
};

/** One module for the ocean, air and land screens; the route table passes the mode. */
export default function ShipmentsRoute({ mode }: ShipmentsRouteProps) {
  const { t } = useTranslation();
  return <PlaceholderPage title={t(`screens.shipments.${mode}`)} />;
}
