import { invoiceTotals, type LineIva } from '@rumbo/domain';
import {
  IVA,
  comprobanteNamespaces,
  writeParties,
  type CfdiCertificate,
  type CfdiParty,
} from './comprobante-parts.ts';
import { XmlWriter, centsText, cleanText, decimalText, rateText } from './xml-text.ts';

export type { CfdiCertificate, CfdiParty } from './comprobante-parts.ts';

// An income CFDI 4.0 (TipoDeComprobante "I") from an invoice, unsealed: Sello is empty until
// seal.ts signs its cadena original. Every amount comes from the domain's invoiceTotals (whole
// cents, rounded per concept as Anexo 20's filling guide asks, decision 077), so the XML, the
// editor's totals and the PDF agree to the cent. What the SAT's catalogues or the schema refuse
// (an unknown key, a name with '|') is left for validateCfdiXml to name, in its line.

export type InvoiceCfdiLine = {
  /** ClaveProdServ, c_ClaveProdServ (78101800 for road freight…). */
  productKey: string;
  /** ClaveUnidad, c_ClaveUnidad (E48 service unit…). */
  unitKey: string;
  /** Unidad: the unit as the issuer names it (up to 20 characters). */
  unitName?: string;
  /** NoIdentificacion: the issuer's own code for the line (a charge code, a shipment number). */
  identification?: string;
  description: string;
  quantity: number;
  unitPrice: number;
  /** The line's discount, an amount. */
  discount?: number;
  /** null: not subject to tax (ObjetoImp 01); otherwise IVA at a rate, or exempt (ObjetoImp 02). */
  iva: LineIva;
  /** IVA withheld by the client (0.04 on land freight to a company), or none. */
  ivaWithholdingRate?: number | null;
};

export type InvoiceCfdiInput = {
  series: string;
  folio: string;
  /** Local Mexico time of issue, 'YYYY-MM-DDTHH:mm:ss' */
  date: string;
  /** FormaPago, c_FormaPago ('99' por definir with PPD). */
  formaPago: string;
  metodoPago: 'PUE' | 'PPD';
  currency: 'MXN' | 'USD';
  /** Pesos per unit of the currency; required for USD, not written for MXN. */
  exchangeRate?: number | null;
  exportacion?: '01';
  issuer: CfdiParty;
  receiver: CfdiParty & { uso: string };
  certificate: CfdiCertificate;
  lines: InvoiceCfdiLine[];
  /** CfdiRelacionados, e.g. TipoRelacion '04' (sustitución) with the replaced UUIDs */
  related?: { type: string; uuids: string[] } | null;
};

function checkInput(input: InvoiceCfdiInput): void {
  if (input.lines.length === 0) throw new Error('A CFDI needs at least one line.');
  if (input.currency !== 'MXN' && !(input.exchangeRate && input.exchangeRate > 0))
    throw new Error(`A ${input.currency} invoice needs its exchange rate (TipoCambio).`);
  input.lines.forEach((line, index) => {
    if (!line.iva && line.ivaWithholdingRate)
      throw new Error(`Line ${index + 1} withholds IVA but is not subject to tax (ObjetoImp 01).`);
  });
}

/** The CFDI 4.0 XML of an income invoice, with an empty Sello. */
export function buildInvoiceXml(input: InvoiceCfdiInput): string {
  checkInput(input);
  const totals = invoiceTotals(input.lines);
  const withholds = input.lines.some((line) => line.iva && line.ivaWithholdingRate);
  const taxed = input.lines.some((line) => line.iva);
  const xml = new XmlWriter();
  xml.open('cfdi:Comprobante', [
    ...comprobanteNamespaces(),
    ['Version', '4.0'],
    ['Serie', cleanText(input.series) || null],
    ['Folio', cleanText(input.folio) || null],
    ['Fecha', input.date],
    ['FormaPago', input.formaPago],
    ['NoCertificado', input.certificate.number],
    ['SubTotal', centsText(totals.subtotalCents)],
    ['Descuento', totals.discountCents > 0 ? centsText(totals.discountCents) : null],
    ['Moneda', input.currency],
    // Anexo 20: TipoCambio is required for a currency other than MXN and XXX; for MXN it may be
    // left out (or be "1"), and Rumbo leaves it out.
    ['TipoCambio', input.currency === 'MXN' ? null : decimalText(input.exchangeRate ?? 0, 0, 6)],
    ['Total', centsText(totals.totalCents)],
    ['TipoDeComprobante', 'I'],
    ['Exportacion', input.exportacion ?? '01'],
    ['MetodoPago', input.metodoPago],
    ['LugarExpedicion', input.issuer.postalCode],
    ['Sello', ''],
    ['Certificado', input.certificate.base64],
  ]);
  if (input.related && input.related.uuids.length > 0) {
    xml.open('cfdi:CfdiRelacionados', [['TipoRelacion', input.related.type]]);
    for (const uuid of input.related.uuids) xml.empty('cfdi:CfdiRelacionado', [['UUID', uuid]]);
    xml.close('cfdi:CfdiRelacionados');
  }
  writeParties(xml, input.issuer, input.receiver);

  xml.open('cfdi:Conceptos');
  input.lines.forEach((line, index) => {
    const amounts = totals.lines[index];
    if (!amounts) throw new Error('invoiceTotals lost a line');
    const concept = [
      ['ClaveProdServ', line.productKey],
      ['NoIdentificacion', line.identification ? cleanText(line.identification) || null : null],
      ['Cantidad', decimalText(line.quantity, 0, 6)],
      ['ClaveUnidad', line.unitKey],
      ['Unidad', line.unitName ? cleanText(line.unitName) || null : null],
      ['Descripcion', cleanText(line.description)],
      // The price as entered, up to the six decimals t_Importe allows (at least two).
      ['ValorUnitario', decimalText(line.unitPrice, 2, 6)],
      ['Importe', centsText(amounts.importeCents)],
      ['Descuento', amounts.discountCents > 0 ? centsText(amounts.discountCents) : null],
      ['ObjetoImp', line.iva ? '02' : '01'],
    ] as const;
    if (!line.iva) {
      xml.empty('cfdi:Concepto', concept);
      return;
    }
    const base = centsText(amounts.baseCents);
    xml.open('cfdi:Concepto', concept).open('cfdi:Impuestos').open('cfdi:Traslados');
    xml.empty('cfdi:Traslado', [
      ['Base', base],
      ['Impuesto', IVA],
      ['TipoFactor', line.iva.factor],
      // An exempt transfer has no rate and no amount (Anexo 20).
      ['TasaOCuota', line.iva.factor === 'Tasa' ? rateText(line.iva.rate) : null],
      ['Importe', amounts.ivaCents === null ? null : centsText(amounts.ivaCents)],
    ]);
    xml.close('cfdi:Traslados');
    if (line.ivaWithholdingRate) {
      xml.open('cfdi:Retenciones');
      xml.empty('cfdi:Retencion', [
        ['Base', base],
        ['Impuesto', IVA],
        ['TipoFactor', 'Tasa'],
        ['TasaOCuota', rateText(line.ivaWithholdingRate)],
        ['Importe', centsText(amounts.withheldCents)],
      ]);
      xml.close('cfdi:Retenciones');
    }
    xml.close('cfdi:Impuestos').close('cfdi:Concepto');
  });
  xml.close('cfdi:Conceptos');

  // The summary exists only when some line carries a tax; its transferred total only when some
  // transfer is at a rate (exempt lines have no amount to add up).
  if (taxed) {
    const atRate = totals.transfers.some((row) => row.factor === 'Tasa');
    xml.open('cfdi:Impuestos', [
      ['TotalImpuestosRetenidos', withholds ? centsText(totals.withheldCents) : null],
      ['TotalImpuestosTrasladados', atRate ? centsText(totals.transferredCents) : null],
    ]);
    if (withholds) {
      xml.open('cfdi:Retenciones');
      xml.empty('cfdi:Retencion', [
        ['Impuesto', IVA],
        ['Importe', centsText(totals.withheldCents)],
      ]);
      xml.close('cfdi:Retenciones');
    }
    xml.open('cfdi:Traslados');
    for (const row of totals.transfers)
      xml.empty('cfdi:Traslado', [
        ['Base', centsText(row.baseCents)],
        ['Impuesto', IVA],
        ['TipoFactor', row.factor],
        ['TasaOCuota', row.rate === null ? null : rateText(row.rate)],
        ['Importe', row.importeCents === null ? null : centsText(row.importeCents)],
      ]);
    xml.close('cfdi:Traslados').close('cfdi:Impuestos');
  }
  xml.close('cfdi:Comprobante');
  return xml.toString();
}
