import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceLine } from '@rumbo/domain';
import { buildInvoiceXml } from '#product/billing/cfdi/invoice-xml.ts';
import { sealCfdi } from '#product/billing/cfdi/seal.ts';
import { totalsOf } from '#product/billing/invoice-content.ts';
import { invoiceDocument } from '#product/billing/invoice-pdf/invoice-document.ts';
import {
  qrTotalText,
  satVerificationUrl,
  stampOfXml,
  writeInvoicePdf,
  type InvoicePdfInput,
} from '#product/billing/invoice-pdf/invoice-pdf.ts';
import { qrSvg } from '#product/billing/invoice-pdf/invoice-qr.ts';
import { createFinkokPac } from '#product/billing/pac/finkok-pac.ts';
import type { PacStamp } from '#product/billing/pac/pac.ts';
import { startTestPac, type TestPac } from '#product/billing/pac/test-pac-server.ts';
import { CLIENT, ISSUER, freightInvoice, madeTestCsd } from './cfdi-fixtures.ts';
import { pdfPages } from './pdf-text.ts';

// The printed representation of an income CFDI 4.0 (issue 39): the freight invoice of the CFDI
// tests, sealed with a CSD made for the test and stamped by the local test PAC through the
// Finkok adapter, printed in Spanish and English and read back with pdfjs. Page 1 is rendered to
// PNG (kept in INVOICE_PDF_PNG_DIR when set, to look at).

let pac: TestPac;
let sealed: { xml: string; cadena: string };
let stamped: PacStamp;
let input: InvoicePdfInput;
const pdfs: Partial<Record<'es' | 'en', Buffer>> = {};

/** Expenses paid on the client's behalf: with the invoice, not in the CFDI. */
const DUTIES: InvoiceLine = {
  id: 'duties',
  source: null,
  discount: 0,
  productKey: '84111506',
  unitKey: 'E48',
  description: 'Impuestos de importación, pedimento 26 47 3421 6001234',
  quantity: 1,
  unitPrice: 12345.67,
  iva: null,
  ivaWithholdingRate: null,
  paidOnBehalf: true,
  shipmentCode: 'GLF-0042',
};

beforeAll(async () => {
  const [csd, started] = await Promise.all([madeTestCsd(), startTestPac()]);
  pac = started;
  const cfdi = freightInvoice(csd);
  sealed = await sealCfdi(buildInvoiceXml(cfdi), csd.privateKey);
  stamped = await createFinkokPac({ url: pac.url, username: 'rumbo', password: 'x' }).stamp(
    sealed.xml,
  );
  // The lines as the invoice keeps them, with the duties paid on the client's behalf.
  const lines: InvoiceLine[] = [
    ...cfdi.lines.map((line, index) => ({
      ...line,
      id: `line${index}`,
      source: null,
      discount: line.discount ?? 0,
      ivaWithholdingRate: line.ivaWithholdingRate ?? null,
      paidOnBehalf: false,
      shipmentCode: line.identification ?? '',
    })),
    DUTIES,
  ];
  input = {
    language: 'es',
    invoice: {
      code: 'F-2041',
      series: 'F',
      folio: 2041,
      state: 'stamped',
      currency: 'USD',
      exchangeRate: 17.2345,
      metodoPago: 'PUE',
      formaPago: '03',
      issuedAt: cfdi.date,
      dueDate: '2027-01-03 00:00:00.000Z',
      notes: 'Pago a la cuenta CLABE 012180001234567897.',
      cancelReason: '',
      cancelledAt: '',
      lines,
      // As the invoice keeps them (invoice-content.ts): the CFDI's, and the duties apart.
      totals: { ...totalsOf(lines), testStamp: true },
    },
    issuer: ISSUER,
    receiver: CLIENT,
    stamp: await stampOfXml(stamped.xml),
    cadena: sealed.cadena,
  };
  [pdfs.es, pdfs.en] = await Promise.all([
    writeInvoicePdf(input),
    writeInvoicePdf({ ...input, language: 'en' }),
  ]);
});

afterAll(async () => {
  await pac?.close();
});

/**
 * The PDF's text, all pages, blanks and line ends as single spaces (a wrapped field reads
 * whole), and the same with every blank removed (wrapped seals join up). With
 * INVOICE_PDF_PNG_DIR set, its first page is kept there as `name`.png to be looked at.
 */
async function textOf(pdf: Buffer | undefined, name?: string) {
  if (!pdf) throw new Error('no PDF');
  const kept = process.env['INVOICE_PDF_PNG_DIR'];
  if (kept && name) await writeFile(join(kept, `${name}.png`), await pagePng(pdf, 1));
  const text = (await pdfPages(pdf)).join('\n').replace(/\s+/g, ' ');
  return { text, solid: text.replace(/\s+/g, '') };
}

describe('satVerificationUrl', () => {
  it.each([
    [7037.4, '7037.4'],
    [1234.56, '1234.56'],
    [1000, '1000.0'],
    [0, '0.0'],
    [0.123456, '0.123456'],
    [0.1234561, '0.123456'],
    [0.0000001, '0.0'],
    [123456789012345.67, '123456789012345.67'],
  ])('writes the total %s as tt=%s', (total, text) => {
    expect(qrTotalText(total)).toBe(text);
  });

  const fields = {
    uuid: 'AD662D33-6934-459C-A128-BDF0393E0F44',
    issuerRfc: 'EKU9003173C9',
    receiverRfc: 'URE180429TM6',
    total: 7037.4,
    seal: 'b64…WXYZabc1234=',
  };
  const id = `id=${fields.uuid}`;
  it.each([
    [{}, `${id}&re=EKU9003173C9&rr=URE180429TM6&tt=7037.4&fe=abc1234=`],
    [
      { total: 14300, seal: 'QWERTYrH8/bw==' },
      `${id}&re=EKU9003173C9&rr=URE180429TM6&tt=14300.0&fe=rH8/bw==`,
    ],
    [
      { issuerRfc: 'Ñ&A010101AAA', total: 0.5 },
      `${id}&re=Ñ&amp;A010101AAA&rr=URE180429TM6&tt=0.5&fe=abc1234=`,
    ],
  ])('builds the exact SAT verification address %#', (change, query) => {
    expect(satVerificationUrl({ ...fields, ...change })).toBe(
      `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?${query}`,
    );
  });
});

describe('stampOfXml', () => {
  it('reads the TFD and the seal, and makes the TFD cadena the SAT way', async () => {
    const seal = /<cfdi:Comprobante [^>]*?\bSello="([^"]+)"/.exec(sealed.xml)?.[1];
    expect(input.stamp).toEqual({
      uuid: stamped.uuid,
      stampedAt: stamped.stampedAt,
      satCertificateNumber: pac.certificateNumber,
      satSeal: stamped.satSeal,
      seal,
      certificateNumber: /NoCertificado="(\d{20})"/.exec(sealed.xml)?.[1],
      rfcProvCertif: 'SPR190613I52',
      cadenaTfd: `||1.1|${stamped.uuid}|${stamped.stampedAt}|SPR190613I52|${seal}|${pac.certificateNumber}||`,
    });
  });

  it('answers null for a CFDI sealed but not stamped', async () => {
    expect(await stampOfXml(sealed.xml)).toBeNull();
  });
});

describe('writeInvoicePdf', () => {
  it('prints the stamped invoice in Spanish with what the SAT asks of a printed CFDI', async () => {
    const { text, solid } = await textOf(pdfs.es);
    const stamp = input.stamp!;
    for (const expected of [
      `Factura F-2041 Comprobante fiscal digital por Internet (CFDI 4.0)`,
      `Folio fiscal (UUID) ${stamp.uuid}`,
      'UNIVERSIDAD ROBOTICA ESPAÑOLA RFC: URE180429TM6',
      'Régimen fiscal: 601 – General de Ley Personas Morales Lugar de expedición (C.P.): 91700',
      'Domicilio fiscal (C.P.): 86991 Uso del CFDI: G03 – Gastos en general',
      `emisión 2026-12-04 10:30:00 Fecha y hora de certificación ${stamp.stampedAt.replace('T', ' ')}`,
      'pago PUE – Pago en una sola exhibición Forma de pago 03 – Transferencia electrónica de fondos',
      'Moneda USD – Dólar americano Tipo de cambio 17.2345',
      `emisor ${stamp.certificateNumber} No. de serie del certificado del SAT ${stamp.satCertificateNumber}`,
      'RFC del proveedor de certificación SPR190613I52',
      '78101800 1 E48 Unidad de servicio Flete terrestre Veracruz - Guadalajara Embarque: GLF-0042',
      '1,850.35 1,850.35 16 % Ret. 4 %',
      'Subtotal USD 6,825.34 Descuento − USD 9.99 IVA trasladado USD 296.06',
      'IVA retenido − USD 74.01 Total USD 7,037.40',
      'Pagos a cuenta de terceros',
      'USD 12,345.67 Total a pagar USD 19,383.07',
      'Timbrado de prueba por el PAC local: sin validez fiscal',
      'Este documento es una representación impresa de un CFDI.',
      'Sello digital del SAT',
      'Cadena original del complemento de certificación digital del SAT',
    ])
      expect(text).toContain(expected);
    // The seals and cadenas are whole, however they wrap.
    for (const long of [stamp.seal, stamp.satSeal, stamp.cadenaTfd, sealed.cadena])
      expect(solid).toContain(long.replace(/\s+/g, ''));
    expect(text).not.toContain('Sin validez: no timbrado');
  });

  it('prints the same invoice in English', async () => {
    const { text } = await textOf(pdfs.en);
    for (const expected of [
      `Tax folio (UUID) ${input.stamp!.uuid}`,
      'Tax regime: 601 – General regime for companies',
      'PUE – Paid in full at once',
      'VAT (IVA) USD 296.06 VAT withheld − USD 74.01 Total USD 7,037.40',
      "Paid on the client's behalf",
      'Test stamp by the local PAC: not valid before the SAT',
      'This document is a printed representation of a CFDI.',
      "SAT's digital seal",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Pagos a cuenta de terceros');
  });

  it('draws the QR code of the SAT verification address, 3.5 cm a side', () => {
    const { uuid, seal } = input.stamp!;
    const url = satVerificationUrl({
      ...{ uuid, seal, issuerRfc: 'EKU9003173C9', receiverRfc: 'URE180429TM6', total: 7037.4 },
    });
    const content = JSON.stringify(invoiceDocument(input).content);
    expect(content.match(/"svg":"/g)).toHaveLength(1);
    expect(content).toContain(JSON.stringify({ svg: qrSvg(url), width: 100, height: 100 }));
  });

  it('says plainly that a draft is not stamped, and that a cancelled invoice is cancelled', async () => {
    const draft = await textOf(
      await writeInvoicePdf({
        ...input,
        invoice: { ...input.invoice, state: 'sealed', totals: { ...input.invoice.totals } },
        stamp: null,
      }),
      'invoice-not-stamped',
    );
    expect(draft.text).toContain('Sin validez: no timbrado');
    expect(draft.text).not.toContain('Timbrado de prueba');
    expect(draft.text).not.toContain('Sello digital del SAT');

    const cancelled = await textOf(
      await writeInvoicePdf({
        ...input,
        language: 'en',
        invoice: {
          ...input.invoice,
          state: 'cancelled',
          cancelReason: '02',
          cancelledAt: '2026-12-05 16:00:00.000Z',
          totals: { ...input.invoice.totals, testStamp: false },
        },
      }),
      'invoice-cancelled',
    );
    expect(cancelled.text).toContain('CANCELLED');
    expect(cancelled.text).toContain('02 – Issued with errors, not replaced');
    expect(cancelled.text).toContain('2026-12-05 10:00:00');
    expect(cancelled.text).not.toContain('Test stamp');
  });

  it('renders page 1 of each language to PNG (every page when kept)', async () => {
    const kept = process.env['INVOICE_PDF_PNG_DIR'];
    const dir = kept ?? (await mkdtemp(join(tmpdir(), 'rumbo-invoice-pdf-')));
    try {
      for (const language of ['es', 'en'] as const) {
        const pdf = pdfs[language]!;
        const pages = kept ? (await pdfPages(pdf)).length : 1;
        for (let number = 1; number <= pages; number += 1) {
          const png = await pagePng(pdf, number);
          expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
          await writeFile(join(dir, `invoice-${language}-${number}.png`), png);
        }
      }
    } finally {
      if (!kept) await rm(dir, { recursive: true, force: true });
    }
  });
});

/** A page drawn by pdfjs on its Node canvas (@napi-rs/canvas), as PNG bytes. */
async function pagePng(pdf: Buffer, number: number, scale = 1.5): Promise<Buffer> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale });
    const factory = document.canvasFactory as {
      create(width: number, height: number): { canvas: { toBuffer(type: string): Buffer } };
    };
    const { canvas } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as never, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await document.destroy();
  }
}
