import type { InvoiceCurrency, InvoiceLine, InvoiceState } from '@rumbo/domain';

// What the printed representation of an income CFDI 4.0 (its "representación impresa") is
// written from: the invoice as the `invoices` collection keeps it, the parties as sealed in the
// XML, and the stamp read from the stamped XML (`stampOfXml`).

export type InvoicePdfLanguage = 'es' | 'en';

/** An issuer or a receiver as the CFDI names them. */
export type InvoicePdfParty = {
  rfc: string;
  name: string;
  /** RegimenFiscal, c_RegimenFiscal (601 …). */
  regimen: string;
  /** The issuer's LugarExpedicion, or the receiver's DomicilioFiscalReceptor. */
  postalCode: string;
};

/** A line as the invoice keeps it; `paidOnBehalf` lines go with the CFDI but not in it. */
export type InvoicePdfLine = Pick<
  InvoiceLine,
  | 'productKey'
  | 'unitKey'
  | 'description'
  | 'quantity'
  | 'unitPrice'
  | 'iva'
  | 'ivaWithholdingRate'
  | 'paidOnBehalf'
> &
  Partial<Pick<InvoiceLine, 'discount' | 'shipmentCode'>>;

/** The invoice's kept totals (`totals` of the invoice), in the invoice's currency. */
export type InvoicePdfTotals = {
  subtotal: number;
  discount: number;
  transferred: number;
  withheld: number;
  total: number;
  /** What the lines paid on the client's behalf add, outside the CFDI. */
  onBehalf: number;
  /** Stamped by the local test PAC: printed as worth nothing before the SAT. */
  testStamp?: boolean;
};

export type InvoicePdfInvoice = {
  code: string;
  series: string;
  folio: number;
  state: InvoiceState;
  currency: InvoiceCurrency;
  /** Pesos per unit of the currency; null for MXN. */
  exchangeRate: number | null;
  metodoPago: string;
  formaPago: string;
  /** An instant (stored date) or the CFDI's Fecha, Mexico City time without zone. */
  issuedAt: string;
  /** A calendar day; '' when none. */
  dueDate: string;
  notes: string;
  /** c_MotivoCancelacion of a cancelled invoice; '' otherwise. */
  cancelReason: string;
  cancelledAt: string;
  lines: readonly InvoicePdfLine[];
  totals: InvoicePdfTotals;
};

/** What the PAC's TimbreFiscalDigital and the sealed Comprobante say, as `stampOfXml` reads it. */
export type InvoicePdfStamp = {
  /** The folio fiscal. */
  uuid: string;
  /** FechaTimbrado, Mexico City time without zone (2026-12-05T10:31:02). */
  stampedAt: string;
  satCertificateNumber: string;
  /** SelloSAT, base64. */
  satSeal: string;
  /** The Comprobante's Sello (the CFDI's digital seal), base64. */
  seal: string;
  /** The Comprobante's NoCertificado: the issuer's CSD. */
  certificateNumber: string;
  rfcProvCertif: string;
  /** The TFD's cadena original: `||1.1|UUID|FechaTimbrado|RfcProvCertif|SelloCFD|NoCertificadoSAT||`. */
  cadenaTfd: string;
};

export type InvoicePdfInput = {
  language: InvoicePdfLanguage;
  invoice: InvoicePdfInvoice;
  issuer: InvoicePdfParty;
  receiver: InvoicePdfParty & { /** UsoCFDI, c_UsoCFDI (G03 …). */ uso: string };
  /** null while the invoice is a draft or sealed only: it prints as not valid. */
  stamp: InvoicePdfStamp | null;
  /** The cadena original of the Comprobante (`cfdi_documents.cadena`); printed when given. */
  cadena?: string;
};
