import { beforeAll, describe, expect, it } from 'vitest';
import type { Csd } from '#product/billing/cfdi/csd.ts';
import { buildInvoiceXml, type InvoiceCfdiInput } from '#product/billing/cfdi/invoice-xml.ts';
import { sealCfdi, verifySeal } from '#product/billing/cfdi/seal.ts';
import { cadenaOriginal, validateCfdiXml } from '#product/billing/cfdi/sat-tools.ts';
import {
  CLIENT,
  attributesOf,
  countOf,
  freightInvoice,
  madeTestCsd,
  opensslVerifies,
  satTestCsd,
} from './cfdi-fixtures.ts';

// The income CFDI 4.0 (issue 39): built from an invoice's lines with the domain's amounts,
// sealed with a CSD, valid against the SAT's schemas, and its seal verified by openssl over the
// cadena original the SAT's XSLT makes.

let made: Csd;
let sat: Csd;
beforeAll(async () => {
  made = await madeTestCsd();
  sat = satTestCsd();
});

function withLines(csd: Csd, change: Partial<InvoiceCfdiInput>): InvoiceCfdiInput {
  return { ...freightInvoice(csd), ...change };
}

describe('buildInvoiceXml', () => {
  it('writes the freight invoice with its amounts, taxes and currency', () => {
    const xml = buildInvoiceXml(freightInvoice(sat));
    expect(attributesOf(xml, 'cfdi:Comprobante')).toMatchObject({
      Version: '4.0',
      Serie: 'F',
      Folio: '2041',
      Fecha: '2026-12-04T10:30:00',
      FormaPago: '03',
      NoCertificado: '30001000000400002434',
      Certificado: sat.certificateBase64,
      Sello: '',
      // 1850.35 + 2 × 2437.50 + 3 × 33.33
      SubTotal: '6825.34',
      Descuento: '9.99',
      Moneda: 'USD',
      TipoCambio: '17.2345',
      // 6825.34 − 9.99 + 296.06 − 74.01
      Total: '7037.40',
      TipoDeComprobante: 'I',
      Exportacion: '01',
      MetodoPago: 'PUE',
      LugarExpedicion: '91700',
    });
    expect(attributesOf(xml, 'cfdi:Receptor')).toEqual({
      Rfc: 'URE180429TM6',
      Nombre: 'UNIVERSIDAD ROBOTICA ESPAÑOLA',
      DomicilioFiscalReceptor: '86991',
      RegimenFiscalReceptor: '601',
      UsoCFDI: 'G03',
    });
    expect(attributesOf(xml, 'cfdi:Concepto', 0)).toMatchObject({
      NoIdentificacion: 'GLF-0042',
      Unidad: 'Servicio',
      ValorUnitario: '1850.35',
      Importe: '1850.35',
      ObjetoImp: '02',
    });
    // Land freight: 16 % transferred (296.056 → 296.06), 4 % withheld (74.014 → 74.01).
    expect(attributesOf(xml, 'cfdi:Traslado', 0)).toEqual({
      Base: '1850.35',
      Impuesto: '002',
      TipoFactor: 'Tasa',
      TasaOCuota: '0.160000',
      Importe: '296.06',
    });
    expect(attributesOf(xml, 'cfdi:Retencion', 0)).toEqual({
      Base: '1850.35',
      Impuesto: '002',
      TipoFactor: 'Tasa',
      TasaOCuota: '0.040000',
      Importe: '74.01',
    });
    expect(attributesOf(xml, 'cfdi:Concepto', 1)).toMatchObject({
      Cantidad: '2',
      ValorUnitario: '2437.50',
      Importe: '4875.00',
    });
    expect(attributesOf(xml, 'cfdi:Traslado', 1)).toMatchObject({
      TasaOCuota: '0.000000',
      Importe: '0.00',
    });
    // The exempt line: its base after the discount, no rate, no amount.
    expect(attributesOf(xml, 'cfdi:Concepto', 2)).toMatchObject({
      Importe: '99.99',
      Descuento: '9.99',
    });
    expect(attributesOf(xml, 'cfdi:Traslado', 2)).toEqual({
      Base: '90.00',
      Impuesto: '002',
      TipoFactor: 'Exento',
    });
    // The summary: after the three concepts' Traslados (3) and the one Retencion.
    expect(attributesOf(xml, 'cfdi:Impuestos', 3)).toEqual({
      TotalImpuestosRetenidos: '74.01',
      TotalImpuestosTrasladados: '296.06',
    });
    expect(attributesOf(xml, 'cfdi:Retencion', 1)).toEqual({ Impuesto: '002', Importe: '74.01' });
    expect([3, 4, 5].map((index) => attributesOf(xml, 'cfdi:Traslado', index))).toEqual([
      {
        Base: '1850.35',
        Impuesto: '002',
        TipoFactor: 'Tasa',
        TasaOCuota: '0.160000',
        Importe: '296.06',
      },
      {
        Base: '4875.00',
        Impuesto: '002',
        TipoFactor: 'Tasa',
        TasaOCuota: '0.000000',
        Importe: '0.00',
      },
      { Base: '90.00', Impuesto: '002', TipoFactor: 'Exento' },
    ]);
  });

  it('leaves out TipoCambio for pesos, taxes for lines not subject to them, and the transferred total when all is exempt', async () => {
    const base = freightInvoice(sat);
    const pesos = buildInvoiceXml({ ...base, currency: 'MXN', exchangeRate: 17.2345 });
    expect(attributesOf(pesos, 'cfdi:Comprobante')).not.toHaveProperty('TipoCambio');
    expect(attributesOf(pesos, 'cfdi:Comprobante').Moneda).toBe('MXN');

    const untaxed = buildInvoiceXml({
      ...base,
      currency: 'MXN',
      lines: base.lines.map((line) => ({ ...line, iva: null, ivaWithholdingRate: null })),
    });
    expect(countOf(untaxed, 'cfdi:Impuestos')).toBe(0);
    expect(attributesOf(untaxed, 'cfdi:Concepto', 0).ObjetoImp).toBe('01');
    expect(attributesOf(untaxed, 'cfdi:Comprobante').Total).toBe('6815.35');

    const exempt = buildInvoiceXml({
      ...base,
      lines: base.lines.map((line) => ({
        ...line,
        iva: { factor: 'Exento' as const },
        ivaWithholdingRate: null,
      })),
    });
    const summary = attributesOf(exempt, 'cfdi:Impuestos', 3);
    expect(summary).toEqual({});
    expect(countOf(exempt, 'cfdi:Retencion')).toBe(0);
    expect(attributesOf(exempt, 'cfdi:Traslado', 3)).toEqual({
      Base: '6815.35',
      Impuesto: '002',
      TipoFactor: 'Exento',
    });
    for (const xml of [pesos, untaxed, exempt])
      expect(await validateCfdiXml(xml)).toEqual({ valid: true, problems: [] });
  });

  it('relates the invoices it replaces', async () => {
    const xml = buildInvoiceXml(
      withLines(sat, {
        related: {
          type: '04',
          uuids: ['6F9D2E5A-3B7C-4D1E-8A2F-0C4B5D6E7F81', '0BA31311-F675-4E0F-958D-2F3F50F7B88B'],
        },
      }),
    );
    expect(attributesOf(xml, 'cfdi:CfdiRelacionados')).toEqual({ TipoRelacion: '04' });
    expect(attributesOf(xml, 'cfdi:CfdiRelacionado', 1)).toEqual({
      UUID: '0BA31311-F675-4E0F-958D-2F3F50F7B88B',
    });
    expect(xml.indexOf('<cfdi:CfdiRelacionados')).toBeLessThan(xml.indexOf('<cfdi:Emisor'));
    expect(await validateCfdiXml(xml)).toEqual({ valid: true, problems: [] });
  });

  it('escapes the receiver name and the descriptions, and collapses their spaces', async () => {
    const base = freightInvoice(sat);
    const xml = buildInvoiceXml({
      ...base,
      receiver: { ...CLIENT, name: `ROBÓTICA "LA 'ESPAÑOLA'" & ASOCIADOS` },
      lines: [
        {
          ...base.lines[0]!,
          description: '  Flete  <urgente>\n\tVeracruz > Guadalajara & regreso ',
        },
      ],
    });
    expect(xml).toContain('Nombre="ROBÓTICA &quot;LA &apos;ESPAÑOLA&apos;&quot; &amp; ASOCIADOS"');
    expect(xml).toContain(
      'Descripcion="Flete &lt;urgente&gt; Veracruz &gt; Guadalajara &amp; regreso"',
    );
    expect(await validateCfdiXml(xml)).toEqual({ valid: true, problems: [] });
    // The SAT reads the characters themselves.
    const cadena = await cadenaOriginal(xml);
    expect(cadena).toContain(`|ROBÓTICA "LA 'ESPAÑOLA'" & ASOCIADOS|`);
    expect(cadena).toContain('|Flete <urgente> Veracruz > Guadalajara & regreso|');
  });

  it('refuses an invoice it cannot write', () => {
    const base = freightInvoice(sat);
    expect(() => buildInvoiceXml({ ...base, exchangeRate: null })).toThrow(/exchange rate/);
    expect(() => buildInvoiceXml({ ...base, lines: [] })).toThrow(/at least one line/);
    expect(() =>
      buildInvoiceXml({
        ...base,
        lines: [{ ...base.lines[0]!, iva: null, ivaWithholdingRate: 0.04 }],
      }),
    ).toThrow(/withholds IVA/);
  });
});

describe('sealCfdi', () => {
  for (const which of ['a CSD makeTestCsd made', "the SAT's test CSD"] as const)
    it(`seals the freight invoice with ${which}: valid, and openssl verifies the seal`, async () => {
      const csd = which === "the SAT's test CSD" ? sat : made;
      const xml = buildInvoiceXml(freightInvoice(csd));
      const sealed = await sealCfdi(xml, csd.privateKey);
      expect(
        sealed.cadena.startsWith(
          `||4.0|F|2041|2026-12-04T10:30:00|03|${csd.certificateNumber}|6825.34|9.99|USD|17.2345|7037.40|I|01|PUE|91700|`,
        ),
      ).toBe(true);
      expect(attributesOf(sealed.xml, 'cfdi:Comprobante').Sello).toBe(sealed.seal);
      expect(Buffer.from(sealed.seal, 'base64')).toHaveLength(256);
      expect(await validateCfdiXml(sealed.xml)).toEqual({ valid: true, problems: [] });
      // The seal is not part of what it signs.
      expect(await cadenaOriginal(sealed.xml)).toBe(sealed.cadena);
      expect(opensslVerifies(sealed.cadena, sealed.seal, csd.certificateBase64)).toBe(true);
      expect(await verifySeal(sealed.xml, csd.certificateBase64)).toBe(true);

      // A changed amount: the seal no longer matches, for openssl and for verifySeal.
      const tampered = sealed.xml.replace('Total="7037.40"', 'Total="7037.41"');
      expect(tampered).not.toBe(sealed.xml);
      const tamperedCadena = await cadenaOriginal(tampered);
      expect(opensslVerifies(tamperedCadena, sealed.seal, csd.certificateBase64)).toBe(false);
      expect(await verifySeal(tampered, csd.certificateBase64)).toBe(false);
      // Nor does the seal verify with another certificate.
      const other = csd === sat ? made : sat;
      expect(await verifySeal(sealed.xml, other.certificateBase64)).toBe(false);
    });

  it("refuses to seal with a key that is not the certificate's", async () => {
    const xml = buildInvoiceXml(freightInvoice(sat));
    await expect(sealCfdi(xml, made.privateKey)).rejects.toThrow(/not the certificate's/);
  });

  it('fills only the Comprobante Sello, and says an unsealed CFDI does not verify', async () => {
    const xml = buildInvoiceXml(freightInvoice(made));
    expect(await verifySeal(xml, made.certificateBase64)).toBe(false);
    const sealed = await sealCfdi(xml, made.privateKey);
    expect(sealed.xml.replace(/ Sello="[^"]*"/, ' Sello=""')).toBe(xml);
  });

  it('builds, seals and validates a 100-line invoice', async () => {
    const base = freightInvoice(made);
    const lines = Array.from({ length: 100 }, (_, index) => ({
      ...base.lines[index % 3]!,
      identification: `GLF-${1000 + index}`,
      description: `Cargo ${index + 1}: ${base.lines[index % 3]!.description}`,
      quantity: 1 + (index % 4),
      unitPrice: 100 + index * 10.01,
    }));
    const started = performance.now();
    const xml = buildInvoiceXml({ ...base, lines });
    const sealed = await sealCfdi(xml, made.privateKey);
    const validation = await validateCfdiXml(sealed.xml);
    const elapsed = performance.now() - started;
    expect(validation).toEqual({ valid: true, problems: [] });
    expect(countOf(sealed.xml, 'cfdi:Concepto')).toBe(100);
    expect(opensslVerifies(sealed.cadena, sealed.seal, made.certificateBase64)).toBe(true);
    console.info(`100-line invoice: build + seal + validate in ${Math.round(elapsed)} ms`);
  });
});
