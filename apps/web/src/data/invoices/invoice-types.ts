import type { InvoiceLine, InvoicesRecord } from '@rumbo/domain';

// The shapes of an invoice's JSON fields as the server keeps them (issue 39, billing contract).

/** The invoice's totals as the server worked them out, in currency units. */
export type InvoiceRecordTotals = {
  subtotal: number;
  discount: number;
  transferred: number;
  withheld: number;
  total: number;
  onBehalf: number;
  transfers: { factor: 'Tasa' | 'Exento'; rate: number | null; base: number; importe: number | null }[];
  /** Stamped by the demo's test PAC: not valid before the SAT. */
  testStamp?: boolean;
};

/** The client's fiscal data as the invoice was sealed with it. */
export type InvoiceClientFiscal = {
  rfc: string;
  name: string;
  regimen: string;
  postalCode: string;
  uso: string;
};

/** A shipment an invoice bills. */
export type InvoiceShipmentRef = { collection: string; id: string; code: string };

/** An invoice as the editor reads it, its JSON fields typed. */
export type InvoiceRecord = Omit<InvoicesRecord, 'lines' | 'totals' | 'clientFiscal' | 'shipments'> & {
  lines: InvoiceLine[] | null;
  totals: InvoiceRecordTotals | null;
  clientFiscal: InvoiceClientFiscal | null;
  shipments: InvoiceShipmentRef[] | null;
};

/** Whether the invoice was stamped by the demo's test PAC (its stamp is not valid). */
export function isTestStamp(invoice: Pick<InvoiceRecord, 'totals'>): boolean {
  return invoice.totals?.testStamp === true;
}
