import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ShipmentCollection } from '#data/common/shipment-collection.ts';
import { shipmentInvoicesQuery } from '#data/shipments/shipment-invoices-query.ts';

/** Which shipment the form's billing panel is about, and what it can do now (issue 39). */
export type ShipmentBillingTarget = {
  collection: ShipmentCollection;
  shipmentId: string;
  /** A new shipment has no invoices: they are made from the saved one. */
  isSaved: boolean;
  /** Online and not demo data: invoices live on the server only. */
  canReachServer: boolean;
  /** The invoice takes the saved charges: unsaved edits must be saved first. */
  hasUnsavedChanges: boolean;
};

/** The billing target of the shipment form; none: the form shows no billing (tests, previews). */
export const ShipmentBillingContext = createContext<ShipmentBillingTarget | null>(null);

/**
 * The shipment's live invoices, read when the shipment is saved and the server reachable (the
 * billing panel and the cost rows share one request).
 */
export function useShipmentInvoices() {
  const target = useContext(ShipmentBillingContext);
  const canRead = Boolean(target?.isSaved && target.canReachServer);
  const query = useQuery({
    ...shipmentInvoicesQuery({
      collection: target?.collection ?? 'shipments_ocean',
      shipmentId: target?.shipmentId ?? '',
    }),
    enabled: canRead,
  });
  return { target, canRead, query };
}
