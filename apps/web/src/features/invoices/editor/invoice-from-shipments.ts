import { likelyClients, linesFromShipments, shipmentBilling, type Partner } from '@rumbo/domain';
import { newRecordId } from '#data/common/record-id.ts';
import type { InvoiceSourceShipment } from '#data/invoices/invoice-sources.ts';
import type { InvoiceCurrencyCode, InvoiceDraft, LineDraft } from './invoice-draft.ts';

/** What a new invoice from shipments starts from. */
export type ShipmentSources = {
  shipments: readonly InvoiceSourceShipment[];
  /** The rows live invoices already bill (`rowKey`), with the code of the invoice billing each. */
  invoiced: ReadonlyMap<string, string>;
};

/** The partners the shipments name as parties, the likeliest client first, each once. */
export function partiesOf(shipments: readonly InvoiceSourceShipment[]): string[] {
  return likelyClients(shipments.flatMap((shipment) => shipment.parties));
}

/** Whether the shipments name different clients (their first party differs). */
export function hasSeveralClients(shipments: readonly InvoiceSourceShipment[]): boolean {
  const firsts = shipments.map((shipment) => partiesOf([shipment])[0]).filter(Boolean);
  return new Set(firsts).size > 1;
}

/** Not-invoiced income per currency, in cents, over the shipments. */
export function notInvoicedByCurrency({
  shipments,
  invoiced,
}: ShipmentSources): Map<string, number> {
  const keys = new Set(invoiced.keys());
  const totals = new Map<string, number>();
  for (const shipment of shipments)
    for (const entry of shipmentBilling(shipment, keys))
      totals.set(entry.currency, (totals.get(entry.currency) ?? 0) + entry.notInvoicedCents);
  return totals;
}

/**
 * The currency with the most income not invoiced yet (MXN when there is none), dollars weighed
 * in pesos at `mxnPerUsd` when the rate is known.
 */
export function likeliestCurrency(
  sources: ShipmentSources,
  mxnPerUsd: number | null,
): InvoiceCurrencyCode {
  const totals = notInvoicedByCurrency(sources);
  const pesos = totals.get('MXN') ?? 0;
  const dollars = (totals.get('USD') ?? 0) * (mxnPerUsd ?? 1);
  return dollars > pesos ? 'USD' : 'MXN';
}

/** The lines of the shipments' income rows in `currency` no live invoice bills yet. */
export function shipmentLines(
  sources: ShipmentSources,
  currency: InvoiceCurrencyCode,
  clientRfc: string,
): LineDraft[] {
  return linesFromShipments(sources.shipments, {
    currency,
    clientRfc,
    invoiced: new Set(sources.invoiced.keys()),
    newId: newRecordId,
  });
}

/** A new invoice's draft from the shipments: their client, the likeliest currency and its lines. */
export function draftFromShipments(
  base: InvoiceDraft,
  sources: ShipmentSources,
  partners: readonly Partner[],
  mxnPerUsd: number | null,
): InvoiceDraft {
  const client = partiesOf(sources.shipments).find((id) => partners.some((p) => p.id === id)) ?? '';
  const currency = likeliestCurrency(sources, mxnPerUsd);
  const rfc = partners.find((partner) => partner.id === client)?.rfc ?? '';
  return { ...base, client, currency, lines: shipmentLines(sources, currency, rfc) };
}
