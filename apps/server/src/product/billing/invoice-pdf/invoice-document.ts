import { FORMAS_PAGO, METODOS_PAGO, MONEDAS, REGIMENES_FISCALES, USOS_CFDI } from '@rumbo/domain';
import { DOCUMENT_FONT } from '../../documents/layout/pdf-engine.ts';
import type { Content, DocumentDefinition } from '../../documents/layout/pdf-types.ts';
import type { InvoicePdfInput, InvoicePdfParty } from './invoice-pdf-input.ts';
import { invoicePdfFormat, type InvoicePdfFormat } from './invoice-pdf-format.ts';
import { invoiceBody } from './invoice-sections.ts';
import { invoiceNotices } from './invoice-notices.ts';
import { BOX_LAYOUT, COLORS } from './invoice-style.ts';

// The printed representation of an income CFDI 4.0 as a pdfmake document: the issuer and the
// title on every page, the legend and the page count in every footer, what makes the paper
// worth nothing (not stamped, cancelled, a test stamp) first, then the parties, the CFDI's
// fields, the concepts and totals, and the stamp with its QR code, seals and cadena.

/** The document pdfmake writes (`renderPdf`); fresh on every call, as pdfmake changes it. */
export function invoiceDocument(input: InvoicePdfInput): DocumentDefinition {
  const { invoice, issuer, language } = input;
  const f = invoicePdfFormat(language, invoice.currency);
  const { t } = f;
  const valid = input.stamp !== null && invoice.state !== 'draft' && invoice.state !== 'sealed';
  const cancelled = invoice.state === 'cancelled';
  const mark = !valid ? t.notValidMark : cancelled ? t.cancelled : null;
  const code = invoice.code || [invoice.series, invoice.folio || ''].filter(Boolean).join('-');
  return {
    pageSize: 'A4',
    pageMargins: [36, 84, 36, 52],
    info: { title: `${t.title} ${code}`.trim(), author: issuer.name, creator: 'Rumbo' },
    language: language === 'es' ? 'es-MX' : 'en',
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 8.5, color: COLORS.ink, lineHeight: 1.15 },
    styles: {
      section: { fontSize: 9.5, bold: true, margin: [0, 10, 0, 4] },
      label: { fontSize: 7, color: COLORS.muted },
      head: { bold: true, fontSize: 7.5, fillColor: COLORS.shade },
      fine: { fontSize: 6, lineHeight: 1.1 },
    },
    watermark: mark
      ? { text: mark, color: COLORS.alert, opacity: 0.12, bold: true, fontSize: 60, angle: -35 }
      : undefined,
    header: () => letterhead(input, f, code),
    pageBreakBefore: keepHeadingsWithContent,
    footer: (page: number, pages: number) => ({
      margin: [36, 12, 36, 0],
      columns: [
        {
          width: '*',
          stack: [
            // Only a stamped invoice is a CFDI the paper represents.
            valid
              ? { text: t.legend, fontSize: 7, color: COLORS.muted }
              : { text: t.notStamped, fontSize: 7, bold: true, color: COLORS.alert },
            ...(invoice.totals.testStamp && valid
              ? [{ text: t.testStamp, fontSize: 7, bold: true, color: COLORS.alert }]
              : []),
          ],
        },
        {
          text: t.page(page, pages),
          fontSize: 7,
          color: COLORS.muted,
          alignment: 'right',
          width: 90,
        },
      ],
    }),
    content: [
      ...invoiceNotices(input, f, valid),
      parties(input, f),
      comprobanteFields(input, f, code),
      ...invoiceBody(input, f),
    ],
  };
}

/** Moves a section's heading (`section`, headline level 1) that would end a page to the next. */
function keepHeadingsWithContent(
  node: { headlineLevel?: number },
  followingNodesOnPage: readonly unknown[],
): boolean {
  return node.headlineLevel === 1 && followingNodesOnPage.length === 0;
}

function letterhead(input: InvoicePdfInput, f: InvoicePdfFormat, code: string): Content {
  const { issuer } = input;
  return {
    margin: [36, 24, 36, 0],
    columns: [
      {
        width: '*',
        stack: [
          { text: issuer.name, bold: true, fontSize: 12 },
          { text: `${f.t.rfc}: ${issuer.rfc}`, fontSize: 7.5, color: COLORS.muted },
          { text: f.coded(REGIMENES_FISCALES, issuer.regimen), fontSize: 7.5, color: COLORS.muted },
        ],
      },
      {
        width: 220,
        alignment: 'right',
        stack: [
          { text: `${f.t.title} ${code}`, fontSize: 14, bold: true },
          { text: f.t.subtitle, fontSize: 7.5, color: COLORS.muted, margin: [0, 2, 0, 0] },
        ],
      },
    ],
  };
}

function partyStack(title: string, party: InvoicePdfParty, lines: [string, string][]): Content {
  return {
    stack: [
      { text: title, style: 'label', bold: true },
      { text: party.name, bold: true, fontSize: 9.5, margin: [0, 1, 0, 2] },
      ...lines.map(([label, value]) => ({
        text: [{ text: `${label}: `, color: COLORS.muted }, value],
        margin: [0, 0, 0, 1],
      })),
    ],
  };
}

/** Issuer and receiver side by side, with the fiscal data the CFDI carries of each. */
function parties(input: InvoicePdfInput, f: InvoicePdfFormat): Content {
  const { issuer, receiver } = input;
  const { t } = f;
  return {
    margin: [0, 0, 0, 6],
    table: {
      widths: ['*', '*'],
      body: [
        [
          partyStack(t.issuer, issuer, [
            [t.rfc, issuer.rfc],
            [t.regimen, f.coded(REGIMENES_FISCALES, issuer.regimen)],
            [t.expeditionPlace, issuer.postalCode],
          ]),
          partyStack(t.receiver, receiver, [
            [t.rfc, receiver.rfc],
            [t.regimen, f.coded(REGIMENES_FISCALES, receiver.regimen)],
            [t.fiscalAddress, receiver.postalCode],
            [t.uso, f.coded(USOS_CFDI, receiver.uso)],
          ]),
        ],
      ],
    },
    layout: { ...BOX_LAYOUT, paddingTop: () => 4, paddingBottom: () => 4 },
  };
}

/** The CFDI's own fields: folio fiscal, dates, payment, currency and the certificates. */
function comprobanteFields(input: InvoicePdfInput, f: InvoicePdfFormat, code: string): Content {
  const { invoice, stamp } = input;
  const { t } = f;
  const foreign = invoice.currency !== 'MXN' && invoice.exchangeRate;
  const cell = (label: string, value: string, extra: object = {}) => ({
    stack: [
      { text: label, style: 'label' },
      { text: value, margin: [0, 1, 0, 0], ...extra },
    ],
  });
  const row = (...pairs: [string, string][]) => pairs.map(([label, value]) => cell(label, value));
  return {
    margin: [0, 0, 0, 6],
    table: {
      widths: ['*', '*', '*'],
      dontBreakRows: true,
      body: [
        // The folio fiscal is what the SAT knows the CFDI by: wide enough to stay on one line.
        [
          { ...cell(t.uuid, stamp?.uuid ?? t.notShown, { bold: true, fontSize: 9.5 }), colSpan: 2 },
          {},
          cell(t.seriesFolio, code || t.notShown),
        ],
        row(
          [t.issuedAt, f.satTime(invoice.issuedAt)],
          [t.stampedAt, stamp ? f.satTime(stamp.stampedAt) : t.notShown],
          [t.dueDate, f.day(invoice.dueDate)],
        ),
        row(
          [t.metodoPago, f.coded(METODOS_PAGO, invoice.metodoPago)],
          [t.formaPago, f.coded(FORMAS_PAGO, invoice.formaPago)],
          [t.kind, t.kindIncome],
        ),
        row(
          [t.currency, f.coded(MONEDAS, invoice.currency)],
          [t.exchangeRate, foreign ? f.decimal(invoice.exchangeRate ?? 0, 2) : t.notShown],
          [t.exportacion, t.exportacionNone],
        ),
        row(
          [t.issuerCertificate, stamp?.certificateNumber ?? t.notShown],
          [t.satCertificate, stamp?.satCertificateNumber ?? t.notShown],
          [t.pac, stamp?.rfcProvCertif ?? t.notShown],
        ),
      ],
    },
    layout: BOX_LAYOUT,
  };
}
