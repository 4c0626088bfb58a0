import type { InvoicePdfInput } from './invoice-pdf-input.ts';

// The printed representation of an income CFDI 4.0 ("representación impresa"), in Spanish or
// English, written by the documents engine (docs/decisions/068). pdfmake, PDFKit and bwip-js are
// loaded on the first invoice a server prints, as the other documents load them
// (documents/document-writing.ts): no server start pays for them.

export type {
  InvoicePdfInput,
  InvoicePdfInvoice,
  InvoicePdfLanguage,
  InvoicePdfLine,
  InvoicePdfParty,
  InvoicePdfStamp,
  InvoicePdfTotals,
} from './invoice-pdf-input.ts';
export { stampOfXml } from './invoice-stamp.ts';
export { qrTotalText, satVerificationUrl } from './sat-verification-url.ts';

/**
 * The invoice's PDF. A draft or a sealed invoice (no stamp) prints under a "not stamped, not
 * valid" banner; a cancelled one under "CANCELLED" with its reason; a stamp of the local test PAC
 * (`totals.testStamp`) says on every page that it is worth nothing before the SAT.
 */
export async function writeInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const [{ invoiceDocument }, { renderPdf }] = await Promise.all([
    import('./invoice-document.ts'),
    import('../../documents/layout/pdf-engine.ts'),
  ]);
  return renderPdf(invoiceDocument(input));
}
