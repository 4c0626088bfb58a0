import { toCents } from '@rumbo/domain';
import {
  IVA,
  comprobanteNamespaces,
  writeParties,
  type CfdiCertificate,
  type CfdiParty,
  type ComplementNamespace,
} from './comprobante-parts.ts';
import { paidPartTaxes, type PaidInvoiceTaxes, type PaidTax } from './payment-taxes.ts';
import { XmlWriter, centsText, cleanText, decimalText, rateText } from './xml-text.ts';

// A payment CFDI (TipoDeComprobante "P") with its Pagos 2.0 complement, for payments of PPD
// invoices, unsealed like buildInvoiceXml's. The Comprobante itself is the fixed shell the Pagos
// 2.0 filling guide prescribes (SubTotal 0, Moneda XXX, Total 0, one concept "Pago" 84111506/ACT,
// ObjetoImp 01, UsoCFDI CP01); the money is in the complement: per payment, the invoices it pays
// with their installment and balances, the taxes of the paid part (payment-taxes.ts), their
// summary in the payment's currency, and the totals in pesos.

const PAGOS: ComplementNamespace = [
  'pago20',
  'http://www.sat.gob.mx/Pagos20',
  'http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd',
];

export type PaymentCfdiDocument = {
  /** IdDocumento: the paid invoice's UUID. */
  uuid: string;
  series?: string;
  folio?: string;
  currency: 'MXN' | 'USD';
  /** EquivalenciaDR: units of the invoice's currency per unit of the payment's; needed when they differ. */
  equivalence?: number | null;
  /** NumParcialidad: 1 for the first payment of the invoice, 2 for the second… */
  installment: number;
  /** ImpSaldoAnt: what was owed before this payment (the invoice's total on the first). */
  previousBalance: number;
  /** ImpPagado, in the invoice's currency. */
  paid: number;
  /** The invoice's taxes (paidInvoiceTaxesOf its lines); null when it has none (ObjetoImp 01). */
  taxes: PaidInvoiceTaxes | null;
};

export type PaymentCfdiPayment = {
  /** FechaPago, 'YYYY-MM-DDTHH:mm:ss' (12:00:00 when the hour is not known). */
  date: string;
  /** FormaDePagoP, c_FormaPago (never 99). */
  formaPago: string;
  currency: 'MXN' | 'USD';
  /** TipoCambioP: pesos per unit of the payment's currency; required for USD. */
  exchangeRate?: number | null;
  /** Monto, in the payment's currency. */
  amount: number;
  /** NumOperacion: the bank's reference, when there is one. */
  operation?: string;
  documents: PaymentCfdiDocument[];
};

export type PaymentCfdiInput = {
  series: string;
  folio: string;
  /** Local Mexico time of issue, 'YYYY-MM-DDTHH:mm:ss' */
  date: string;
  issuer: CfdiParty;
  receiver: CfdiParty;
  certificate: CfdiCertificate;
  payments: PaymentCfdiPayment[];
};

/** A tax of the payment, in the payment's currency (ImpuestosP), before it is grouped. */
type PaymentTax = PaidTax & { withheld: boolean };

/** The Totales attributes (pesos), summed over every payment, in cents. */
class Totals {
  readonly cents = new Map<string, number>();
  add(name: string, cents: number): void {
    this.cents.set(name, (this.cents.get(name) ?? 0) + cents);
  }
  get(name: string): string | null {
    const cents = this.cents.get(name);
    return cents === undefined ? null : centsText(cents);
  }
}

/** Which Totales pair a transfer of IVA adds to, by its rate (16 %, 8 % border zone, 0 %) or exempt. */
function totalsKey(tax: PaidTax): string {
  if (tax.factor === 'Exento') return 'Exento';
  const key = { '0.160000': '16', '0.080000': '8', '0.000000': '0' }[rateText(tax.rate ?? 0)];
  if (!key) throw new Error(`Pagos 2.0 has no totals for IVA at ${tax.rate}.`);
  return key;
}

function writeDocument(
  xml: XmlWriter,
  payment: PaymentCfdiPayment,
  doc: PaymentCfdiDocument,
): PaymentTax[] {
  const sameCurrency = doc.currency === payment.currency;
  if (!sameCurrency && !(doc.equivalence && doc.equivalence > 0))
    throw new Error(
      `Invoice ${doc.uuid} is in ${doc.currency} and the payment in ${payment.currency}: give its EquivalenciaDR.`,
    );
  if (!Number.isInteger(doc.installment) || doc.installment < 1 || doc.installment > 999)
    throw new Error(`NumParcialidad ${doc.installment} is not 1–999.`);
  const balanceCents = toCents(doc.previousBalance) - toCents(doc.paid);
  if (toCents(doc.paid) <= 0 || balanceCents < 0)
    throw new Error(`Invoice ${doc.uuid}: the payment must be positive and at most its balance.`);
  // The guide: EquivalenciaDR is "1" when both currencies are the same.
  const equivalence = sameCurrency ? 1 : (doc.equivalence as number);
  const part = doc.taxes ? paidPartTaxes(doc.taxes, doc.previousBalance, doc.paid) : null;
  // A share that rounds to nothing has no base to write (BaseDR must be positive).
  const transfers = (part?.transfers ?? []).filter((tax) => tax.baseCents > 0);
  const withholdings = (part?.withholdings ?? []).filter((tax) => tax.baseCents > 0);
  const attributes = [
    ['IdDocumento', doc.uuid],
    ['Serie', doc.series ? cleanText(doc.series) || null : null],
    ['Folio', doc.folio ? cleanText(doc.folio) || null : null],
    ['MonedaDR', doc.currency],
    ['EquivalenciaDR', decimalText(equivalence, 0, 10)],
    ['NumParcialidad', String(doc.installment)],
    ['ImpSaldoAnt', centsText(toCents(doc.previousBalance))],
    ['ImpPagado', centsText(toCents(doc.paid))],
    ['ImpSaldoInsoluto', centsText(balanceCents)],
    ['ObjetoImpDR', doc.taxes ? '02' : '01'],
  ] as const;
  if (transfers.length === 0 && withholdings.length === 0) {
    xml.empty('pago20:DoctoRelacionado', attributes);
    return [];
  }
  const taxAttributes = (tax: PaidTax) =>
    [
      ['BaseDR', centsText(tax.baseCents)],
      ['ImpuestoDR', IVA],
      ['TipoFactorDR', tax.factor],
      ['TasaOCuotaDR', tax.rate === null || tax.factor === 'Exento' ? null : rateText(tax.rate)],
      ['ImporteDR', tax.importeCents === null ? null : centsText(tax.importeCents)],
    ] as const;
  xml.open('pago20:DoctoRelacionado', attributes).open('pago20:ImpuestosDR');
  if (withholdings.length > 0) {
    xml.open('pago20:RetencionesDR');
    for (const tax of withholdings) xml.empty('pago20:RetencionDR', taxAttributes(tax));
    xml.close('pago20:RetencionesDR');
  }
  if (transfers.length > 0) {
    xml.open('pago20:TrasladosDR');
    for (const tax of transfers) xml.empty('pago20:TrasladoDR', taxAttributes(tax));
    xml.close('pago20:TrasladosDR');
  }
  xml.close('pago20:ImpuestosDR').close('pago20:DoctoRelacionado');
  // In the payment's currency: the invoice's amounts divided by its equivalence.
  const inPayment = (cents: number) => (sameCurrency ? cents : toCents(cents / 100 / equivalence));
  return [
    ...withholdings.map((tax) => ({ ...tax, withheld: true })),
    ...transfers.map((tax) => ({ ...tax, withheld: false })),
  ].map((tax) => ({
    ...tax,
    baseCents: inPayment(tax.baseCents),
    importeCents: tax.importeCents === null ? null : inPayment(tax.importeCents),
  }));
}

/** ImpuestosP: the payment's taxes grouped (retentions per tax, transfers per factor and rate). */
function writePaymentTaxes(xml: XmlWriter, taxes: PaymentTax[]): void {
  const groups = new Map<string, PaymentTax>();
  for (const tax of taxes) {
    const key = tax.withheld ? 'withheld' : `${tax.factor}|${tax.rate ?? ''}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { ...tax });
    else {
      group.baseCents += tax.baseCents;
      if (group.importeCents !== null) group.importeCents += tax.importeCents ?? 0;
    }
  }
  if (groups.size === 0) return;
  const withheld = groups.get('withheld');
  const transfers = [...groups.values()].filter((tax) => !tax.withheld);
  xml.open('pago20:ImpuestosP');
  if (withheld) {
    xml.open('pago20:RetencionesP');
    xml.empty('pago20:RetencionP', [
      ['ImpuestoP', IVA],
      ['ImporteP', centsText(withheld.importeCents ?? 0)],
    ]);
    xml.close('pago20:RetencionesP');
  }
  if (transfers.length > 0) {
    xml.open('pago20:TrasladosP');
    for (const tax of transfers)
      xml.empty('pago20:TrasladoP', [
        ['BaseP', centsText(tax.baseCents)],
        ['ImpuestoP', IVA],
        ['TipoFactorP', tax.factor],
        ['TasaOCuotaP', tax.factor === 'Exento' ? null : rateText(tax.rate ?? 0)],
        ['ImporteP', tax.importeCents === null ? null : centsText(tax.importeCents)],
      ]);
    xml.close('pago20:TrasladosP');
  }
  xml.close('pago20:ImpuestosP');
}

/** One payment's Pago node; adds its amounts in pesos to the totals. */
function writePayment(xml: XmlWriter, payment: PaymentCfdiPayment, totals: Totals): void {
  if (payment.documents.length === 0) throw new Error('A payment pays at least one invoice.');
  if (payment.currency !== 'MXN' && !(payment.exchangeRate && payment.exchangeRate > 0))
    throw new Error(`A payment in ${payment.currency} needs its exchange rate (TipoCambioP).`);
  // The guide: TipoCambioP is "1" for a payment in pesos.
  const rate = payment.currency === 'MXN' ? 1 : (payment.exchangeRate as number);
  // Monto covers what the payment pays of each invoice, in the payment's currency (a cent of
  // slack for the conversion of an invoice in another currency).
  const paidOfInvoices = payment.documents.reduce(
    (sum, doc) =>
      sum +
      toCents(doc.currency === payment.currency ? doc.paid : doc.paid / (doc.equivalence || 1)),
    0,
  );
  if (toCents(payment.amount) + 1 < paidOfInvoices)
    throw new Error('The payment (Monto) is less than what it pays of the invoices.');
  xml.open('pago20:Pago', [
    ['FechaPago', payment.date],
    ['FormaDePagoP', payment.formaPago],
    ['MonedaP', payment.currency],
    ['TipoCambioP', decimalText(rate, 0, 6)],
    ['Monto', centsText(toCents(payment.amount))],
    ['NumOperacion', payment.operation ? cleanText(payment.operation) || null : null],
  ]);
  const taxes = payment.documents.flatMap((doc) => writeDocument(xml, payment, doc));
  writePaymentTaxes(xml, taxes);
  xml.close('pago20:Pago');
  const pesos = (cents: number) => (rate === 1 ? cents : toCents((cents / 100) * rate));
  totals.add('MontoTotalPagos', pesos(toCents(payment.amount)));
  for (const tax of taxes) {
    if (tax.withheld) {
      totals.add('TotalRetencionesIVA', pesos(tax.importeCents ?? 0));
      continue;
    }
    const key = totalsKey(tax);
    totals.add(`TotalTrasladosBaseIVA${key}`, pesos(tax.baseCents));
    if (key !== 'Exento')
      totals.add(`TotalTrasladosImpuestoIVA${key}`, pesos(tax.importeCents ?? 0));
  }
}

/** The payment CFDI 4.0 with its Pagos 2.0 complement, with an empty Sello. */
export function buildPaymentXml(input: PaymentCfdiInput): string {
  if (input.payments.length === 0) throw new Error('A payment CFDI records at least one payment.');
  const xml = new XmlWriter();
  xml.open('cfdi:Comprobante', [
    ...comprobanteNamespaces([PAGOS]),
    ['Version', '4.0'],
    ['Serie', cleanText(input.series) || null],
    ['Folio', cleanText(input.folio) || null],
    ['Fecha', input.date],
    ['NoCertificado', input.certificate.number],
    ['SubTotal', '0'],
    ['Moneda', 'XXX'],
    ['Total', '0'],
    ['TipoDeComprobante', 'P'],
    ['Exportacion', '01'],
    ['LugarExpedicion', input.issuer.postalCode],
    ['Sello', ''],
    ['Certificado', input.certificate.base64],
  ]);
  writeParties(xml, input.issuer, { ...input.receiver, uso: 'CP01' });
  xml.open('cfdi:Conceptos');
  xml.empty('cfdi:Concepto', [
    ['ClaveProdServ', '84111506'],
    ['Cantidad', '1'],
    ['ClaveUnidad', 'ACT'],
    ['Descripcion', 'Pago'],
    ['ValorUnitario', '0'],
    ['Importe', '0'],
    ['ObjetoImp', '01'],
  ]);
  xml.close('cfdi:Conceptos');
  xml.open('cfdi:Complemento').open('pago20:Pagos', [['Version', '2.0']]);
  // Totales comes first in the schema but sums the payments written after it.
  const writeTotals = xml.later();
  const totals = new Totals();
  for (const payment of input.payments) writePayment(xml, payment, totals);
  writeTotals('pago20:Totales', [
    ['TotalRetencionesIVA', totals.get('TotalRetencionesIVA')],
    ...(['16', '8', '0'] as const).flatMap((key) => [
      [`TotalTrasladosBaseIVA${key}`, totals.get(`TotalTrasladosBaseIVA${key}`)] as const,
      [`TotalTrasladosImpuestoIVA${key}`, totals.get(`TotalTrasladosImpuestoIVA${key}`)] as const,
    ]),
    ['TotalTrasladosBaseIVAExento', totals.get('TotalTrasladosBaseIVAExento')],
    ['MontoTotalPagos', totals.get('MontoTotalPagos')],
  ]);
  xml.close('pago20:Pagos').close('cfdi:Complemento').close('cfdi:Comprobante');
  return xml.toString();
}
