import type { ShipmentMode } from '@rumbo/domain';
import { ShipmentEditorHost } from '#features/shipments/editor/shipment-editor-host.tsx';
import { ShipmentsListPage } from '#features/shipments/list/shipments-list-page.tsx';

export type ShipmentsRouteProps = {
  mode: ShipmentMode;
};

/**
 * One module for the ocean, air and land screens; the route table passes the mode. The list and
 * the editor talk through the URL (`?open=`, `?milestone=`, `?search=`).
 */
export default function ShipmentsRoute({ mode }: ShipmentsRouteProps) {
  return (
    <>
      {/* Keyed: filters, sort and selection belong to one mode's list. */}
      <ShipmentsListPage key={mode} mode={mode} />
      <ShipmentEditorHost mode={mode} />
    </>
  );
}
