import { rowKey, type InvoiceLine, type InvoicesRecord } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import type { ShipmentCollection } from '../common/shipment-collection.ts';

// The invoices that bill a shipment's charges (issue 39), for the shipment's billing panel. Read
// from the server only (the browser keeps no copy of invoices), so offline the panel says the
// billing state needs the server.

/** A live invoice of the shipment, as its billing panel shows it. */
export type ShipmentInvoice = Pick<
  InvoicesRecord,
  'id' | 'code' | 'state' | 'currency' | 'total' | 'uuid'
> & { lines: InvoiceLine[] | null };

/** The shipment's live invoices, and its income rows they bill: row id → the invoice's code. */
export type ShipmentInvoices = { invoices: ShipmentInvoice[]; rowInvoices: Map<string, string> };

export type BilledShipment = { collection: ShipmentCollection; shipmentId: string };

/**
 * The live (not cancelled) invoices of a shipment, oldest first. Its key starts with `invoices`,
 * the root every invoice query shares, so a save, stamp or cancellation of one refreshes it.
 */
export function shipmentInvoicesQuery({ collection, shipmentId }: BilledShipment) {
  return queryOptions({
    queryKey: ['invoices', 'shipment', collection, shipmentId] as const,
    queryFn: async ({ signal }): Promise<ShipmentInvoices> => {
      const invoices = await pb.collection('invoices').getFullList<ShipmentInvoice>({
        filter: pb.filter("shipmentIds ~ {:shipmentId} && state != 'cancelled'", { shipmentId }),
        fields: 'id,code,state,currency,total,uuid,lines',
        sort: 'created,id',
        signal,
        requestKey: null,
      });
      return { invoices, rowInvoices: billedRows(invoices, { collection, shipmentId }) };
    },
    // Tried even when the browser says it is offline: the failure is what tells the panel so.
    networkMode: 'always',
    retry: false,
    // Colleagues invoice and cancel: read afresh each time the shipment is opened.
    staleTime: 0,
  });
}

/** The shipment's rows the invoices bill, by row id, with the code of the invoice billing each. */
function billedRows(invoices: readonly ShipmentInvoice[], shipment: BilledShipment) {
  const rows = new Map<string, string>();
  for (const invoice of invoices)
    for (const line of invoice.lines ?? []) {
      const source = line.source;
      if (!source || source.collection !== shipment.collection) continue;
      if (source.shipment !== shipment.shipmentId) continue;
      rows.set(source.row, invoice.code);
    }
  return rows;
}

/** The key the domain claims a row under, for `shipmentBilling`. */
export function billedRowKeys(shipment: BilledShipment, rowIds: Iterable<string>): Set<string> {
  const { collection, shipmentId } = shipment;
  return new Set([...rowIds].map((row) => rowKey({ collection, shipment: shipmentId, row })));
}
