import { exchangeRateOn, type ExchangeRate } from '../quotes/exchange-rates.ts';
import {
  defaultIvaRate,
  isFreightCharge,
  type IvaRate,
  type QuoteRoute,
} from '../quotes/quote-taxes.ts';
import { foldSearchText } from '../shipments/fold-search-text.ts';
import { validateRfc } from '../validators/validate-rfc.ts';
import type { LineIva } from './cfdi-amounts.ts';
import { isRoadFreightKey, type InvoiceCurrency, type ObjetoImp } from './sat-concept-catalogs.ts';

/**
 * IVA a persona moral withholds from land freight: Ley del IVA art. 1-A fr. II inciso c) obliges
 * companies receiving "servicios de autotransporte terrestre de bienes" to withhold, and its
 * Reglamento art. 3 fr. II sets the withholding at 4 % of the price.
 */
export const LAND_FREIGHT_WITHHOLDING_RATE = 0.04;

export type InvoiceChargeLine = {
  charge: string;
  /** The line's ClaveProdServ, when chosen. */
  productKey?: string;
  /** The IVA rate a person set on the line; else the charge's and the lane's default. */
  ivaRate?: IvaRate | null;
  /** The line is exempt from IVA (TipoFactor Exento). */
  exempt?: boolean;
  /** Paid on the client's behalf to a third party (duties, a third party's storage…). */
  paidOnBehalf?: boolean;
};

export type LineTaxes =
  | { onInvoice: false; reason: 'paidOnBehalf' }
  | { onInvoice: true; objetoImp: ObjetoImp; iva: LineIva; ivaWithholdingRate: number | null };

/**
 * Which taxes a line carries, from its charge, the shipment's lane and the client's RFC:
 * - IVA 16 %, or 0 % on freight of a lane that crosses the border (Ley del IVA art. 29: the
 *   international carriage of goods is taxed at 0 %), through the quotes' own rule
 *   (`defaultIvaRate`, decision 075) so an invoice taxes a line as its quote did; a rate a person
 *   set wins; an exempt line is `Exento` (still ObjetoImp 02: subject to IVA, exempt by law).
 * - IVA withheld at 4 % when the client is a persona moral (a 12-character RFC, not a generic
 *   one) and the line is land freight (ClaveProdServ of class 78101800, or a freight charge on a
 *   land lane) taxed at 16 %; a persona física withholds nothing, and 0 % freight has no IVA
 *   to withhold.
 * - Expenses paid on the client's behalf (pagos a cuenta de terceros) are not concepts of the
 *   invoice at all. As a concept, even "01 No objeto de impuesto", the amount would sit in the
 *   SubTotal and Total of an income CFDI, that is, it would be declared as the forwarder's
 *   income, which it is not: the duties are the client's (the pedimento names the importer) and a
 *   third party's service is invoiced by that third party to the client. They are listed on the
 *   statement that goes with the invoice and collected with it, outside the CFDI.
 */
export function lineTaxes(line: InvoiceChargeLine, lane: QuoteRoute, clientRfc: string): LineTaxes {
  if (line.paidOnBehalf) return { onInvoice: false, reason: 'paidOnBehalf' };
  if (line.exempt) {
    return {
      onInvoice: true,
      objetoImp: '02',
      iva: { factor: 'Exento' },
      ivaWithholdingRate: null,
    };
  }
  const rate = line.ivaRate ?? defaultIvaRate(line.charge, lane);
  const withholds = rate > 0 && isPersonaMoral(clientRfc) && isLandFreight(line, lane);
  return {
    onInvoice: true,
    objetoImp: '02',
    iva: { factor: 'Tasa', rate },
    ivaWithholdingRate: withholds ? LAND_FREIGHT_WITHHOLDING_RATE : null,
  };
}

/** Whether an RFC is a company's (12 characters, well formed, not a generic RFC). */
export function isPersonaMoral(rfc: string): boolean {
  const result = validateRfc(rfc);
  return result.ok && result.value.kind === 'moral' && !result.value.isGeneric;
}

/** Whether a line is land freight: a road freight product key, or a freight charge on land. */
export function isLandFreight(line: InvoiceChargeLine, lane: QuoteRoute): boolean {
  if (line.productKey && isRoadFreightKey(line.productKey)) return true;
  return lane.mode === 'land' && isFreightCharge(line.charge);
}

/** Charges that are usually paid on the client's behalf: duties and taxes of the import. */
const PAID_ON_BEHALF_WORDS =
  /\b(igi|dta|prv|impuestos? de importacion|iva de importacion|iva aduanal|derechos? de tramite aduanero|cuotas? compensatorias?|contribuciones|pagos? por cuenta|a cuenta de terceros|import dut(y|ies)|customs dut(y|ies)|duties and taxes)\b/;

/** Whether a charge looks like a payment on the client's behalf (proposed, the person decides). */
export function suggestsPaidOnBehalf(charge: string): boolean {
  return PAID_ON_BEHALF_WORDS.test(foldSearchText(charge));
}

export type InvoiceExchangeRate =
  { ok: true; tipoCambio: number | null } | { ok: false; code: 'exchangeRateMissing' };

/**
 * The TipoCambio of an invoice dated `day`: none for MXN; for USD the rate of the company's table
 * for that day (the FIX in force, as a quote's: `exchangeRateOn`, decision 075).
 */
export function invoiceExchangeRate(
  currency: InvoiceCurrency,
  rates: readonly ExchangeRate[],
  day: string,
): InvoiceExchangeRate {
  if (currency === 'MXN') return { ok: true, tipoCambio: null };
  const rate = exchangeRateOn(rates, day);
  return rate
    ? { ok: true, tipoCambio: rate.mxnPerUsd }
    : { ok: false, code: 'exchangeRateMissing' };
}
