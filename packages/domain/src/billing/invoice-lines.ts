import { toCents } from '../quotes/quote-money.ts';
import type { QuoteRoute } from '../quotes/quote-taxes.ts';
import type { ShipmentCollectionName } from '../collections/collection-ids.ts';
import { isFreightCharge } from '../quotes/quote-taxes.ts';
import type { LineIva } from './cfdi-amounts.ts';
import { lineTaxes, suggestsPaidOnBehalf } from './invoice-taxes.ts';
import type { InvoiceCurrency } from './sat-concept-catalogs.ts';

/** Where an invoice line comes from: one income row of one shipment (decision 079). */
export type InvoiceLineSource = {
  collection: ShipmentCollectionName;
  shipment: string;
  row: string;
};

/**
 * A line of an invoice as the `invoices` collection keeps it (`lines`): a concept of the CFDI,
 * or an expense paid on the client's behalf that goes with the invoice but not in it.
 */
export type InvoiceLine = {
  id: string;
  source: InvoiceLineSource | null;
  /** The shipment's code, for the PDF and the editor (NoIdentificacion). */
  shipmentCode: string;
  description: string;
  productKey: string;
  unitKey: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  iva: LineIva;
  ivaWithholdingRate: number | null;
  paidOnBehalf: boolean;
};

/** A shipment as invoicing reads it: its lane, code and cost rows. */
export type BillableShipment = {
  collection: ShipmentCollectionName;
  id: string;
  code: string;
  lane: QuoteRoute;
  rows: readonly { id: string; concept: string; currency: string; amount: number; flow: string }[];
};

/** The key a row is claimed under: one income row is billed by one live invoice at most. */
export function rowKey(source: InvoiceLineSource): string {
  return `${source.collection}/${source.shipment}/${source.row}`;
}

/**
 * The SAT product key a charge starts with (the person may change it): freight by the mode it
 * travels (c_ClaveProdServ 78101500 air, 78101700 sea, 78101800 road carriage of cargo), every
 * other charge of a forwarder's file as freight forwarding (78141501).
 */
export function defaultProductKey(charge: string, mode: QuoteRoute['mode']): string {
  if (!isFreightCharge(charge)) return '78141501';
  return { air: '78101500', ocean: '78101700', land: '78101800' }[mode];
}

/** ClaveUnidad E48, "unidad de servicio": a forwarder bills services, one each. */
export const DEFAULT_UNIT_KEY = 'E48';

/**
 * Lines of a new invoice from the shipments' income rows in `currency` that no live invoice
 * bills yet (`invoiced` holds their row keys), each taxed by `lineTaxes` for the client's RFC;
 * duties and the like are proposed as paid on the client's behalf. Rows in the other currency
 * stay for an invoice of their own: a CFDI has one currency.
 */
export function linesFromShipments(
  shipments: readonly BillableShipment[],
  options: {
    currency: InvoiceCurrency;
    clientRfc: string;
    invoiced: ReadonlySet<string>;
    newId: () => string;
  },
): InvoiceLine[] {
  return shipments.flatMap((shipment) =>
    shipment.rows
      .filter((row) => row.flow === 'income' && row.currency === options.currency)
      .filter((row) => toCents(row.amount) > 0)
      .filter((row) => !options.invoiced.has(rowKey(sourceOf(shipment, row.id))))
      .map((row) => {
        const paidOnBehalf = suggestsPaidOnBehalf(row.concept);
        const productKey = defaultProductKey(row.concept, shipment.lane.mode);
        const taxes = lineTaxes(
          { charge: row.concept, productKey, paidOnBehalf: false },
          shipment.lane,
          options.clientRfc,
        );
        return {
          id: options.newId(),
          source: sourceOf(shipment, row.id),
          shipmentCode: shipment.code,
          description: row.concept,
          productKey,
          unitKey: DEFAULT_UNIT_KEY,
          quantity: 1,
          unitPrice: row.amount,
          discount: 0,
          iva: taxes.onInvoice ? taxes.iva : null,
          ivaWithholdingRate: taxes.onInvoice ? taxes.ivaWithholdingRate : null,
          paidOnBehalf,
        };
      }),
  );
}

function sourceOf(shipment: BillableShipment, row: string): InvoiceLineSource {
  return { collection: shipment.collection, shipment: shipment.id, row };
}

/** A shipment's money per currency: income and expense rows, margin and what is invoiced. */
export type ShipmentBilling = {
  currency: string;
  incomeCents: number;
  expenseCents: number;
  marginCents: number;
  invoicedCents: number;
  notInvoicedCents: number;
};

/**
 * The billing state of a shipment (issue 39): per currency, its income and expense rows, the
 * margin (income less expenses) and how much of the income live invoices bill.
 */
export function shipmentBilling(
  shipment: Pick<BillableShipment, 'collection' | 'id' | 'rows'>,
  invoiced: ReadonlySet<string>,
): ShipmentBilling[] {
  const byCurrency = new Map<string, ShipmentBilling>();
  for (const row of shipment.rows) {
    const currency = row.currency || 'MXN';
    const entry = byCurrency.get(currency) ?? {
      currency,
      incomeCents: 0,
      expenseCents: 0,
      marginCents: 0,
      invoicedCents: 0,
      notInvoicedCents: 0,
    };
    const cents = toCents(row.amount);
    if (row.flow === 'income') {
      entry.incomeCents += cents;
      const key = rowKey({ collection: shipment.collection, shipment: shipment.id, row: row.id });
      if (invoiced.has(key)) entry.invoicedCents += cents;
      else entry.notInvoicedCents += cents;
    } else entry.expenseCents += cents;
    entry.marginCents = entry.incomeCents - entry.expenseCents;
    byCurrency.set(currency, entry);
  }
  return [...byCurrency.values()];
}
