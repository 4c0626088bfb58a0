import { documentDefinition, documentKit } from './layout/document-layout.ts';
import type { DocumentSource } from './layout/document-source.ts';
import { renderPdf } from './layout/pdf-engine.ts';
import { templateWriter } from './templates/template-table.ts';

/**
 * Lays a document out and writes its PDF. Loaded on the first document a server writes
 * (document-writing.ts): pdfmake, PDFKit and the barcode library take about 140 ms to load,
 * which no server start needs to pay.
 */
export function renderDocument(source: DocumentSource): Promise<Buffer> {
  const kit = documentKit(source);
  return renderPdf(
    documentDefinition(kit, templateWriter(source.collection, source.template)(kit)),
  );
}
