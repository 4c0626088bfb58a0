// The domain's billing rules (issue 39, decision 077), as the package exports them (see ../index.ts).
export {
  FORMAS_PAGO,
  FORMA_PAGO_POR_DEFINIR,
  METODOS_PAGO,
  MOTIVOS_CANCELACION,
  cancellationNeedsReplacement,
  satEntry,
  satText,
  type FormaPago,
  type MetodoPago,
  type MotivoCancelacion,
  type SatEntry,
} from './sat-catalogs.ts';
export { REGIMENES_FISCALES, regimenAllowedFor, type RegimenFiscal } from './sat-regimenes.ts';
export { USOS_CFDI, usoAllowedFor, type UsoCfdi } from './sat-usos-cfdi.ts';
export {
  CLAVES_PROD_SERV,
  CLAVES_UNIDAD,
  IMPUESTOS,
  IMPUESTO_IVA,
  MONEDAS,
  OBJETOS_IMP,
  TIPOS_FACTOR,
  isProductKeyShape,
  isRoadFreightKey,
  type InvoiceCurrency,
  type ObjetoImp,
  type TipoFactor,
} from './sat-concept-catalogs.ts';
export {
  conceptAmounts,
  invoiceTotals,
  type CfdiLine,
  type ConceptAmounts,
  type InvoiceTotals,
  type LineIva,
  type TransferSummary,
} from './cfdi-amounts.ts';
export {
  decimalsOf,
  importeLimits,
  importeWithinLimits,
  taxLimits,
  taxWithinLimits,
  type AmountLimits,
} from './cfdi-limits.ts';
export {
  LAND_FREIGHT_WITHHOLDING_RATE,
  invoiceExchangeRate,
  isLandFreight,
  isPersonaMoral,
  lineTaxes,
  suggestsPaidOnBehalf,
  type InvoiceChargeLine,
  type InvoiceExchangeRate,
  type LineTaxes,
} from './invoice-taxes.ts';
export {
  INVOICE_PROBLEM_CODES,
  invoiceProblems,
  type InvoiceClientFiscalData,
  type InvoiceDraft,
  type InvoiceLineDraft,
  type InvoiceProblem,
  type InvoiceProblemCode,
} from './invoice-problems.ts';
export {
  AGING_BUCKETS,
  agingBucket,
  agingReport,
  daysPastDue,
  type AgingBucket,
  type AgingInvoice,
  type AgingReport,
  type AgingRow,
} from './aging.ts';
export {
  CANCELLATION_ACCEPTANCE_HOURS,
  cancellationOutcome,
  cancellationRefusedText,
  isCancellationPending,
  isCancellationRefusal,
} from './cancellation-wait.ts';
export {
  INVOICE_STATES,
  acceptsPayments,
  canMoveInvoice,
  isInvoiceEditable,
  paymentState,
  type InvoiceState,
} from './invoice-state.ts';
export {
  DEFAULT_UNIT_KEY,
  defaultProductKey,
  linesFromShipments,
  rowKey,
  shipmentBilling,
  type BillableShipment,
  type InvoiceLine,
  type InvoiceLineSource,
  type ShipmentBilling,
} from './invoice-lines.ts';
export { INVOICE_CLIENT_ROLES, likelyClients } from './invoice-client.ts';
