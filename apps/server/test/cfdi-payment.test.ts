import { beforeAll, describe, expect, it } from 'vitest';
import type { Csd } from '#product/billing/cfdi/csd.ts';
import type { InvoiceCfdiLine } from '#product/billing/cfdi/invoice-xml.ts';
import { paidInvoiceTaxesOf, paidPartTaxes } from '#product/billing/cfdi/payment-taxes.ts';
import {
  buildPaymentXml,
  type PaymentCfdiDocument,
  type PaymentCfdiInput,
  type PaymentCfdiPayment,
} from '#product/billing/cfdi/payment-xml.ts';
import { sealCfdi, verifySeal } from '#product/billing/cfdi/seal.ts';
import { validateCfdiXml } from '#product/billing/cfdi/sat-tools.ts';
import {
  CLIENT,
  ISSUER,
  attributesOf,
  countOf,
  madeTestCsd,
  opensslVerifies,
} from './cfdi-fixtures.ts';

// The payment CFDI with its Pagos 2.0 complement (issue 39): a PPD invoice paid in two parts,
// each with its installment number, balances and the taxes of the part it pays, valid against
// the SAT's schemas (Pagos20.xsd included) and sealed.

const INVOICE_UUID = '6F9D2E5A-3B7C-4D1E-8A2F-0C4B5D6E7F81';

/** The PPD invoice: land freight 10,000 at 16 % with 4 % withheld, ocean freight 5,000 at 0 %. */
const INVOICE_LINES: InvoiceCfdiLine[] = [
  {
    productKey: '78101800',
    unitKey: 'E48',
    description: 'Flete terrestre',
    quantity: 1,
    unitPrice: 10_000,
    iva: { factor: 'Tasa', rate: 0.16 },
    ivaWithholdingRate: 0.04,
  },
  {
    productKey: '78101700',
    unitKey: 'E48',
    description: 'Flete marítimo internacional',
    quantity: 1,
    unitPrice: 5_000,
    iva: { factor: 'Tasa', rate: 0 },
  },
];

let csd: Csd;
beforeAll(async () => {
  csd = await madeTestCsd();
});

function paymentCfdi(folio: string, payment: PaymentCfdiPayment): PaymentCfdiInput {
  return {
    series: 'P',
    folio,
    date: '2027-01-15T09:00:00',
    issuer: ISSUER,
    receiver: CLIENT,
    certificate: { number: csd.certificateNumber, base64: csd.certificateBase64 },
    payments: [payment],
  };
}

function installment(number: number, previousBalance: number, paid: number): PaymentCfdiDocument {
  return {
    uuid: INVOICE_UUID,
    series: 'F',
    folio: '2041',
    currency: 'MXN',
    installment: number,
    previousBalance,
    paid,
    taxes: paidInvoiceTaxesOf(INVOICE_LINES),
  };
}

describe('buildPaymentXml', () => {
  it('pays a PPD invoice in two parts, each valid, sealed and verified', async () => {
    const taxes = paidInvoiceTaxesOf(INVOICE_LINES);
    // 15,000 + 1,600 IVA − 400 withheld.
    expect(taxes.total).toBe(16_200);
    const first = buildPaymentXml(
      paymentCfdi('1', {
        date: '2027-01-14T12:00:00',
        formaPago: '03',
        currency: 'MXN',
        amount: 6_000,
        operation: 'SPEI 778899',
        documents: [installment(1, 16_200, 6_000)],
      }),
    );
    const second = buildPaymentXml(
      paymentCfdi('2', {
        date: '2027-02-14T12:00:00',
        formaPago: '03',
        currency: 'MXN',
        amount: 10_200,
        documents: [installment(2, 10_200, 10_200)],
      }),
    );

    expect(attributesOf(first, 'cfdi:Comprobante')).toMatchObject({
      SubTotal: '0',
      Moneda: 'XXX',
      Total: '0',
      TipoDeComprobante: 'P',
      Exportacion: '01',
      LugarExpedicion: '91700',
    });
    expect(attributesOf(first, 'cfdi:Comprobante')).not.toHaveProperty('FormaPago');
    expect(attributesOf(first, 'cfdi:Comprobante')).not.toHaveProperty('MetodoPago');
    expect(attributesOf(first, 'cfdi:Receptor').UsoCFDI).toBe('CP01');
    expect(attributesOf(first, 'cfdi:Concepto')).toEqual({
      ClaveProdServ: '84111506',
      Cantidad: '1',
      ClaveUnidad: 'ACT',
      Descripcion: 'Pago',
      ValorUnitario: '0',
      Importe: '0',
      ObjetoImp: '01',
    });
    expect(attributesOf(first, 'pago20:Pago')).toEqual({
      FechaPago: '2027-01-14T12:00:00',
      FormaDePagoP: '03',
      MonedaP: 'MXN',
      TipoCambioP: '1',
      Monto: '6000.00',
      NumOperacion: 'SPEI 778899',
    });

    expect(attributesOf(first, 'pago20:DoctoRelacionado')).toEqual({
      IdDocumento: INVOICE_UUID,
      Serie: 'F',
      Folio: '2041',
      MonedaDR: 'MXN',
      EquivalenciaDR: '1',
      NumParcialidad: '1',
      ImpSaldoAnt: '16200.00',
      ImpPagado: '6000.00',
      ImpSaldoInsoluto: '10200.00',
      ObjetoImpDR: '02',
    });
    expect(attributesOf(second, 'pago20:DoctoRelacionado')).toMatchObject({
      NumParcialidad: '2',
      ImpSaldoAnt: '10200.00',
      ImpPagado: '10200.00',
      ImpSaldoInsoluto: '0.00',
    });

    // The first pays 6,000 / 16,200 of each base: 3,703.70 at 16 % (592.59), 1,851.85 at 0 %,
    // 3,703.70 withheld at 4 % (148.15); the second the rest, so the two add up to the invoice.
    expect(attributesOf(first, 'pago20:RetencionDR')).toEqual({
      BaseDR: '3703.70',
      ImpuestoDR: '002',
      TipoFactorDR: 'Tasa',
      TasaOCuotaDR: '0.040000',
      ImporteDR: '148.15',
    });
    expect(attributesOf(first, 'pago20:TrasladoDR', 0)).toEqual({
      BaseDR: '3703.70',
      ImpuestoDR: '002',
      TipoFactorDR: 'Tasa',
      TasaOCuotaDR: '0.160000',
      ImporteDR: '592.59',
    });
    expect(attributesOf(first, 'pago20:TrasladoDR', 1)).toMatchObject({
      BaseDR: '1851.85',
      TasaOCuotaDR: '0.000000',
      ImporteDR: '0.00',
    });
    expect(attributesOf(second, 'pago20:TrasladoDR', 0)).toMatchObject({
      BaseDR: '6296.30',
      ImporteDR: '1007.41',
    });
    expect(attributesOf(second, 'pago20:TrasladoDR', 1)).toMatchObject({ BaseDR: '3148.15' });
    expect(attributesOf(second, 'pago20:RetencionDR')).toMatchObject({
      BaseDR: '6296.30',
      ImporteDR: '251.85',
    });
    expect(attributesOf(first, 'pago20:TrasladoP', 0)).toEqual({
      BaseP: '3703.70',
      ImpuestoP: '002',
      TipoFactorP: 'Tasa',
      TasaOCuotaP: '0.160000',
      ImporteP: '592.59',
    });
    expect(attributesOf(first, 'pago20:RetencionP')).toEqual({
      ImpuestoP: '002',
      ImporteP: '148.15',
    });
    expect(attributesOf(first, 'pago20:Totales')).toEqual({
      TotalRetencionesIVA: '148.15',
      TotalTrasladosBaseIVA16: '3703.70',
      TotalTrasladosImpuestoIVA16: '592.59',
      TotalTrasladosBaseIVA0: '1851.85',
      TotalTrasladosImpuestoIVA0: '0.00',
      MontoTotalPagos: '6000.00',
    });
    expect(attributesOf(second, 'pago20:Totales')).toEqual({
      TotalRetencionesIVA: '251.85',
      TotalTrasladosBaseIVA16: '6296.30',
      TotalTrasladosImpuestoIVA16: '1007.41',
      TotalTrasladosBaseIVA0: '3148.15',
      TotalTrasladosImpuestoIVA0: '0.00',
      MontoTotalPagos: '10200.00',
    });

    for (const xml of [first, second]) {
      expect(await validateCfdiXml(xml)).toEqual({ valid: true, problems: [] });
      const sealed = await sealCfdi(xml, csd.privateKey);
      // The complement is part of what the seal signs.
      expect(sealed.cadena).toContain(`|${INVOICE_UUID}|F|2041|MXN|1|`);
      expect(await validateCfdiXml(sealed.xml)).toEqual({ valid: true, problems: [] });
      expect(opensslVerifies(sealed.cadena, sealed.seal, csd.certificateBase64)).toBe(true);
      const tampered = sealed.xml.replace(/ImpPagado="(\d+)\.00"/, 'ImpPagado="$1.01"');
      expect(tampered).not.toBe(sealed.xml);
      expect(await verifySeal(tampered, csd.certificateBase64)).toBe(false);
    }
  });

  it('pays an invoice in dollars with pesos, through EquivalenciaDR', async () => {
    const lines: InvoiceCfdiLine[] = [
      { ...INVOICE_LINES[0]!, unitPrice: 1_000, ivaWithholdingRate: null },
    ];
    const xml = buildPaymentXml(
      paymentCfdi('3', {
        date: '2027-01-14T12:00:00',
        formaPago: '03',
        currency: 'MXN',
        amount: 20_300,
        documents: [
          {
            uuid: INVOICE_UUID,
            currency: 'USD',
            equivalence: 1_160 / 20_300,
            installment: 1,
            previousBalance: 1_160,
            paid: 1_160,
            taxes: paidInvoiceTaxesOf(lines),
          },
        ],
      }),
    );
    expect(attributesOf(xml, 'pago20:DoctoRelacionado')).toMatchObject({
      MonedaDR: 'USD',
      EquivalenciaDR: '0.0571428571',
      ImpSaldoInsoluto: '0.00',
    });
    expect(attributesOf(xml, 'pago20:TrasladoDR')).toMatchObject({
      BaseDR: '1000.00',
      ImporteDR: '160.00',
    });
    // In the payment's pesos: 1,000 USD / (1,160 / 20,300).
    expect(attributesOf(xml, 'pago20:TrasladoP')).toMatchObject({
      BaseP: '17500.00',
      ImporteP: '2800.00',
    });
    expect(attributesOf(xml, 'pago20:Totales')).toEqual({
      TotalTrasladosBaseIVA16: '17500.00',
      TotalTrasladosImpuestoIVA16: '2800.00',
      MontoTotalPagos: '20300.00',
    });
    expect(await validateCfdiXml(xml)).toEqual({ valid: true, problems: [] });
  });

  it('pays a dollar invoice in dollars: TipoCambioP, and Totales in pesos', async () => {
    const xml = buildPaymentXml(
      paymentCfdi('4', {
        date: '2027-01-14T12:00:00',
        formaPago: '03',
        currency: 'USD',
        exchangeRate: 17.5,
        amount: 1_160,
        documents: [
          {
            uuid: INVOICE_UUID,
            currency: 'USD',
            installment: 1,
            previousBalance: 1_160,
            paid: 1_160,
            taxes: {
              total: 1_160,
              transfers: [{ factor: 'Tasa', rate: 0.16, base: 1_000 }],
              withholdings: [],
            },
          },
        ],
      }),
    );
    expect(attributesOf(xml, 'pago20:Pago')).toMatchObject({ MonedaP: 'USD', TipoCambioP: '17.5' });
    expect(attributesOf(xml, 'pago20:Totales')).toEqual({
      TotalTrasladosBaseIVA16: '17500.00',
      TotalTrasladosImpuestoIVA16: '2800.00',
      MontoTotalPagos: '20300.00',
    });
    expect(await validateCfdiXml(xml)).toEqual({ valid: true, problems: [] });
  });

  it('pays several invoices at once, one without taxes and one exempt', async () => {
    const xml = buildPaymentXml(
      paymentCfdi('5', {
        date: '2027-01-14T12:00:00',
        formaPago: '02',
        currency: 'MXN',
        amount: 1_500,
        documents: [
          {
            ...installment(1, 1_000, 1_000),
            uuid: '0BA31311-F675-4E0F-958D-2F3F50F7B88B',
            taxes: null,
          },
          {
            ...installment(3, 500, 500),
            uuid: '1C2D3E4F-5A6B-4C7D-8E9F-A0B1C2D3E4F5',
            taxes: {
              total: 2_000,
              transfers: [{ factor: 'Exento', rate: null, base: 2_000 }],
              withholdings: [],
            },
          },
        ],
      }),
    );
    expect(countOf(xml, 'pago20:DoctoRelacionado')).toBe(2);
    expect(attributesOf(xml, 'pago20:DoctoRelacionado', 0).ObjetoImpDR).toBe('01');
    expect(countOf(xml, 'pago20:ImpuestosDR')).toBe(1);
    expect(attributesOf(xml, 'pago20:TrasladoDR')).toEqual({
      BaseDR: '500.00',
      ImpuestoDR: '002',
      TipoFactorDR: 'Exento',
    });
    expect(attributesOf(xml, 'pago20:Totales')).toEqual({
      TotalTrasladosBaseIVAExento: '500.00',
      MontoTotalPagos: '1500.00',
    });
    expect(await validateCfdiXml(xml)).toEqual({ valid: true, problems: [] });
  });

  it('refuses a payment it cannot write', () => {
    const pay = (change: Partial<PaymentCfdiPayment>, doc: Partial<PaymentCfdiDocument> = {}) =>
      buildPaymentXml(
        paymentCfdi('9', {
          date: '2027-01-14T12:00:00',
          formaPago: '03',
          currency: 'MXN',
          amount: 1_000,
          documents: [{ ...installment(1, 16_200, 1_000), ...doc }],
          ...change,
        }),
      );
    expect(() => pay({ amount: 20_000 }, { paid: 20_000 })).toThrow(/at most its balance/);
    expect(() => pay({}, { installment: 0 })).toThrow(/NumParcialidad/);
    expect(() => pay({}, { currency: 'USD' })).toThrow(/EquivalenciaDR/);
    expect(() => pay({ currency: 'USD', amount: 1_000 }, { currency: 'USD' })).toThrow(
      /TipoCambioP/,
    );
    expect(() => pay({ amount: 999 })).toThrow(/less than/);
    expect(() => pay({ documents: [] })).toThrow(/at least one invoice/);
  });
});

describe('paidPartTaxes', () => {
  it('splits the taxes so that the installments add up to the invoice exactly', () => {
    const taxes = {
      total: 100,
      transfers: [{ factor: 'Tasa' as const, rate: 0.16, base: 86.21 }],
      withholdings: [],
    };
    // Three thirds of 100.00: 33.33, 33.33, 33.34.
    const parts = [
      paidPartTaxes(taxes, 100, 33.33),
      paidPartTaxes(taxes, 66.67, 33.33),
      paidPartTaxes(taxes, 33.34, 33.34),
    ];
    const bases = parts.map((part) => part.transfers[0]?.baseCents);
    expect(bases).toEqual([2873, 2874, 2874]);
    expect(bases.reduce((sum, cents) => (sum ?? 0) + (cents ?? 0), 0)).toBe(8621);
  });
});
